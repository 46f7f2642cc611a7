import { CLIENT_TRANSACTIONS, transactionResource } from './transaction-resources';

/** Fulfillment > Finance > Transactions (02 §2 `transactions`): labels' and carrier bills' charges to clients, as documents (transaction-resources.ts). */
export const clientTransaction = transactionResource(CLIENT_TRANSACTIONS);
