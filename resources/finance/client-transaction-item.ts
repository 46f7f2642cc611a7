import { CLIENT_TRANSACTIONS, transactionItemResource } from './transaction-resources';

/** Fulfillment > Finance > Transaction Detail (02 §2 `transaction-detail`): the charge items of Transactions. */
export const clientTransactionItem = transactionItemResource(CLIENT_TRANSACTIONS);
