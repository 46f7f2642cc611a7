import { SUPPLIER_ENTRY_TYPE, formatUnits, supplierInvoiceNumber, supplierInvoiceOf, type SupplierEntryType } from '@console/ledger';
import { supplier, supplierEntry, supplierInvoice, supplierInvoiceLine } from '@console/resources';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { units } from '../ledger-writes';
import { lockSupplier } from '../suppliers/payables.service';
import { sumOf, type InvoiceBook } from './invoice-book';
import type { Row } from '../../../engine/row';

const WAREHOUSE = 'warehouse';

/**
 * Supplier warehouse invoices (resources/finance/supplier-invoice.ts): a warehouse supplier's
 * charges and adjustments (supplier-entry), bill types by libs/ledger `supplierBillTypeOf`;
 * beside the total, what the platform paid it in the month. The supplier row is the lock, as for
 * a payable posting. Shipping suppliers have none: their bills are carrier bills.
 */
export const SUPPLIER_INVOICES: InvoiceBook = {
  kind: 'supplier',
  def: supplierInvoice,
  lineDef: supplierInvoiceLine,
  partyField: 'supplierId',
  partyColumn: 'supplier_id',
  lineParentField: 'supplierInvoiceId',
  totals: ['billTotal', 'adjustTotal', 'totalAmount', 'paymentsMade'],
  lineColumns: ['recordTime', 'billType', 'entryType', 'sourceId', 'description', 'charge'],
  lineWidths: [100, 52, 88, 80, 125, 70],

  lock: (em, supplierId) => lockSupplier(em, supplierId),

  invoiceable(em, end, supplierId) {
    const ofSupplier = supplierId === undefined ? '' : 'e.supplier_id = :partyId AND ';
    return em.getRepository(entitySchemaOf(supplierEntry)).createQueryBuilder('e')
      .where(`${ofSupplier}e.entry_type IN (:...invoiced) AND e.record_time < :end`, { partyId: supplierId, invoiced: [SUPPLIER_ENTRY_TYPE.CHARGE, SUPPLIER_ENTRY_TYPE.ADJUSTMENT], end })
      .andWhere(`e.supplier_id IN (SELECT s.id FROM ${supplier.table} s WHERE s.supplier_type = :warehouse)`, { warehouse: WAREHOUSE });
  },

  compute(entries) {
    const { lines, totals } = supplierInvoiceOf(entries.map((e) => ({ id: Number(e.id), entryType: Number(e.entryType) as SupplierEntryType, amount: units(e.amount) })));
    return { lines, values: { lineCount: totals.lines, billTotal: formatUnits(totals.bill), adjustTotal: formatUnits(totals.adjust), totalAmount: formatUnits(totals.total) } };
  },

  async otherWay(em, supplierId, period) {
    // a payment's entry is stored as the movement it made (negative): paid = minus their sum
    const payments = em.getRepository(entitySchemaOf(supplierEntry)).createQueryBuilder('e')
      .where('e.supplier_id = :supplierId AND e.entry_type = :payment AND e.record_time >= :start AND e.record_time < :end', { supplierId, payment: SUPPLIER_ENTRY_TYPE.PAYMENT, start: period.start, end: period.end });
    return { paymentsMade: formatUnits(-(await sumOf(payments, 'e.amount'))) };
  },

  lineOf: (e: Row) => ({ entryType: e.entryType, sourceType: e.sourceType, sourceId: e.sourceId ?? null, description: e.note ?? null }),
  number: supplierInvoiceNumber,

  async partyName(em, supplierId) {
    const row = await em.getRepository(entitySchemaOf(supplier)).findOne({ where: { id: supplierId }, select: { id: true, name: true } });
    return String(row?.name ?? supplierId);
  },

  // behind the supplier side's own sub-role: whoever may see it sees every warehouse
  ownParties: async () => null,
};
