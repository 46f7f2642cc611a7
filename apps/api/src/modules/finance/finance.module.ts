import { Module } from '@nestjs/common';
import { FinanceController } from './finance.controller';
import { LedgerService } from './ledger.service';
import { LedgerVerifier } from './ledger-verifier';
import { BalanceEntryHooks } from './balance-entry.hooks';
import { FundingHooks } from './funding.hooks';
import { InvoiceService } from './invoices/invoice.service';
import { InvoiceHooks } from './invoices/invoice.hooks';
import { InvoiceIssueJob } from './invoices/invoice-issue-job';
import { TransactionController } from './transactions/transaction.controller';
import { TransactionService } from './transactions/transaction.service';
import { PayablesController } from './suppliers/payables.controller';
import { PayablesService } from './suppliers/payables.service';
import { SupplierEntryHooks } from './suppliers/supplier-entry.hooks';
import { AccountSecretsHooks } from './payments/account-secrets.hooks';
import { PaymentRecordHooks } from './payments/payment-record.hooks';

/**
 * Finance (resources/finance): the clients' append-only ledger (libs/ledger is its pure
 * arithmetic), fundings, transactions, monthly invoices, supplier payables and invoices, and the
 * payout and receiving accounts with the payments received.
 */
@Module({
  controllers: [FinanceController, TransactionController, PayablesController],
  providers: [
    LedgerService,
    InvoiceService,
    TransactionService,
    PayablesService,
    // job kinds 'ledger-verify-daily' and 'invoice-issue-daily'
    LedgerVerifier,
    InvoiceIssueJob,
    // hooks
    FundingHooks,
    BalanceEntryHooks,
    InvoiceHooks,
    SupplierEntryHooks,
    AccountSecretsHooks,
    PaymentRecordHooks,
  ],
})
export class FinanceModule {}
