import { OMS_TRANSACTIONS, transactionItemResource } from './transaction-resources';

/** Fulfillment > Finance > OMS Transaction Detail (02 §2 `oms-transactions-detail`): the charge items of OMS Transactions. */
export const omsTransactionItem = transactionItemResource(OMS_TRANSACTIONS);
