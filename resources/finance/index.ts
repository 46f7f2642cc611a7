import type { DomainIndex } from '@console/metadata';
import { balanceEntry } from './balance-entry';
import { financeAccount } from './finance-account';
import { funding } from './funding';
import { invoice } from './invoice';
import { invoiceLine } from './invoice-line';
import { paymentRecord } from './payment-record';
import { paymentSetting } from './payment-setting';
import { payoutSetting } from './payout-setting';
import { clientTransaction } from './client-transaction';
import { clientTransactionItem } from './client-transaction-item';
import { omsTransaction } from './oms-transaction';
import { omsTransactionItem } from './oms-transaction-item';
import { supplierEntry } from './supplier-entry';
import { supplierInvoice } from './supplier-invoice';
import { supplierInvoiceLine } from './supplier-invoice-line';

export { balanceEntry, clientTransaction, clientTransactionItem, financeAccount, funding, invoice, invoiceLine, omsTransaction, omsTransactionItem, paymentRecord, paymentSetting, payoutSetting, supplierEntry, supplierInvoice, supplierInvoiceLine };
export { SUPPLIER_ENTRY_INPUT, SUPPLIER_ENTRY_TYPE_OPTIONS, SUPPLIER_SOURCE_OPTIONS } from './supplier-entry';
export * from './options';
export { CHARGE_TRANSACTION_INPUT, CREATE_TRANSACTION_INPUT, TRANSACTION_INPUT, TRANSACTION_KIND_OPTIONS } from './transaction-input';

/** Finance (02 §1-§4): the clients' accounts, their append-only ledger, fundings, monthly invoices (clients' and supplier warehouses'), payout accounts, receiving accounts and payments received. */
export default {
  resources: [financeAccount, funding, balanceEntry, clientTransaction, clientTransactionItem, omsTransaction, omsTransactionItem, supplierEntry, invoice, invoiceLine, supplierInvoice, supplierInvoiceLine, payoutSetting, paymentSetting, paymentRecord],
  pages: [],
} satisfies DomainIndex;
