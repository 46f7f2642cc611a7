import { OMS_TRANSACTIONS, transactionResource } from './transaction-resources';

/** Fulfillment > Finance > OMS Transactions (02 §2 `oms-transactions`): warehouse work charged on OMS clients' orders, as documents (transaction-resources.ts). */
export const omsTransaction = transactionResource(OMS_TRANSACTIONS);
