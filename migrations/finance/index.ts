import { FinanceAccount1795510000000 } from './1795510000000-finance-account';
import { Funding1795510000100 } from './1795510000100-funding';
import { BalanceEntry1795510000200 } from './1795510000200-balance-entry';
import { Invoice1795510000300 } from './1795510000300-invoice';
import { InvoiceLine1795510000400 } from './1795510000400-invoice-line';
import { PayoutSetting1795510000500 } from './1795510000500-payout-setting';
import { PaymentSetting1795510000600 } from './1795510000600-payment-setting';
import { PaymentRecord1795510000700 } from './1795510000700-payment-record';
import { ClientTransaction1795510000800 } from './1795510000800-client-transaction';
import { ClientTransactionItem1795510000810 } from './1795510000810-client-transaction-item';
import { OmsTransaction1795510000820 } from './1795510000820-oms-transaction';
import { OmsTransactionItem1795510000830 } from './1795510000830-oms-transaction-item';
import { SupplierEntry1795510000900 } from './1795510000900-supplier-entry';
import { SupplierInvoice1795510001000 } from './1795510001000-supplier-invoice';
import { SupplierInvoiceLine1795510001010 } from './1795510001010-supplier-invoice-line';
import { TransactionNumbers1795650000200 } from './1795650000200-transaction-numbers';

/** The finance tables (resources/finance). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FinanceAccount1795510000000,
  Funding1795510000100,
  BalanceEntry1795510000200,
  Invoice1795510000300,
  InvoiceLine1795510000400,
  PayoutSetting1795510000500,
  PaymentSetting1795510000600,
  PaymentRecord1795510000700,
  ClientTransaction1795510000800,
  ClientTransactionItem1795510000810,
  OmsTransaction1795510000820,
  OmsTransactionItem1795510000830,
  SupplierEntry1795510000900,
  SupplierInvoice1795510001000,
  SupplierInvoiceLine1795510001010,
  TransactionNumbers1795650000200,
];
