import type { DomainIndex } from '@console/metadata';
import { balanceEntry } from './balance-entry';
import { financeAccount } from './finance-account';
import { funding } from './funding';

export { balanceEntry, financeAccount, funding };
export * from './options';
export { CREATE_TRANSACTION_INPUT, TRANSACTION_INPUT } from './transaction-input';

/** Finance (02 §1-§4, issue 13): the clients' accounts, their append-only ledger and fundings. */
export default {
  resources: [financeAccount, funding, balanceEntry],
  pages: [],
} satisfies DomainIndex;
