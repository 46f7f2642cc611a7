import { FinanceAccount1795510000000 } from './1795510000000-finance-account';
import { Funding1795510000100 } from './1795510000100-funding';
import { BalanceEntry1795510000200 } from './1795510000200-balance-entry';

/** The finance tables (resources/finance). Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  FinanceAccount1795510000000,
  Funding1795510000100,
  BalanceEntry1795510000200,
];
