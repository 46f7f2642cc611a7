/**
 * @console/ledger: the arithmetic of the append-only ledger (02 §3 Funding and balance). Pure
 * and synchronous, no I/O: the finance module loads an account, asks `post()` whether and how a
 * posting lands, stores the entry it answers, and verifies accounts by walking their entries
 * (`walkChain`).
 */
export { CHANGE_TYPE, CHANGE_TYPES, DEDUCTION_TYPE, FLOW_TYPE, flowTypeOf, isChangeType } from './codes';
export type { ChangeType, DeductionType, FlowType } from './codes';
export { applyMovement, figuresOf, formatFigures, sameFigures, ZERO_FIGURES } from './figures';
export type { Figures, Movement } from './figures';
export { post } from './posting';
export type { PostedFigures, Posting, PostingOutcome } from './posting';
export { checkAccount, startChain, walkChain } from './chain';
export type { AccountCheck, ChainEntry, ChainState } from './chain';
export type { LedgerMessageKey } from './posting';
export { formatUnits, parseUnits, unitsFromStorage } from './units';
export type { Units } from './units';
export { BILL_TYPE, billTypeOf, invoiceNumber, invoiceOf, isInvoiced, periodAt, periodBefore, periodOf } from './invoice';
export type { BillType, InvoiceEntry, InvoiceLine, InvoiceTotals, Period } from './invoice';
export { dailyFigures, dayWindow } from './daily';
export type { DayFigures, DayMovement } from './daily';
export { chargeLinesOf, lineAmount, postingOfCharge } from './charges';
export type { ChargeItemInput, ChargeLine, ChargeProblem } from './charges';
export { SUPPLIER_ENTRY_TYPE, ZERO_PAYABLE, postPayable } from './payables';
export type { PayableFigures, PayableOutcome, SupplierEntryType } from './payables';
export { supplierBillTypeOf, supplierInvoiceNumber, supplierInvoiceOf } from './supplier-invoice';
export type { SupplierInvoiceEntry, SupplierInvoiceLine, SupplierInvoiceTotals } from './supplier-invoice';
