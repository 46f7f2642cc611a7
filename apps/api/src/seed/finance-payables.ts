import type { EntityManager } from 'typeorm';
import { SUPPLIER_ENTRY_TYPE, parseUnits, periodAt, periodBefore } from '@console/ledger';
import { supplier, supplierEntry, supplierInvoice } from '@console/resources';
import { entitySchemaOf } from '../engine/entity-schema';
import { SUPPLIER_INVOICES } from '../modules/finance/invoices/supplier-invoice-book';
import { postPayableIn } from '../modules/finance/suppliers/payables.service';
import { seedInvoiceMonths } from './finance';

const DAY = 86_400_000;

/**
 * The demo suppliers' payables, posted through the payables' own writes: for each supplier the
 * bills of the last two months, last month's paid in part, one credit note. Skipped when any
 * supplier entry exists.
 */
export async function seedPayables(em: EntityManager, today = new Date()): Promise<void> {
  if ((await em.getRepository(entitySchemaOf(supplierEntry)).count()) > 0) return;
  const suppliers = await em.getRepository(entitySchemaOf(supplier)).find({ select: { id: true, supplierType: true }, order: { id: 'ASC' } });
  const lastMonth = periodBefore(today);
  const monthBefore = periodBefore(new Date(`${lastMonth}-01T00:00:00Z`));
  for (const [n, row] of suppliers.entries()) {
    const supplierId = Number(row.id);
    const what = row.supplierType === 'warehouse' ? 'Storage and handling' : 'Freight';
    const base = 800 + n * 137.35;
    const post = (daysAgo: number, entryType: 1 | 2 | 3, amount: string, sourceType: string, sourceId: string, note: string) =>
      postPayableIn(em, supplierId, { entryType, amount: parseUnits(amount)!, sourceType, sourceId, note, idempotencyKey: `demo-${supplierId}-${sourceId}` }, 'finance', new Date(today.getTime() - daysAgo * DAY));
    await post(50, SUPPLIER_ENTRY_TYPE.CHARGE, base.toFixed(2), 'bill', `SB-${supplierId}-${monthBefore}`, `${what}, ${monthBefore}`);
    await post(35, SUPPLIER_ENTRY_TYPE.PAYMENT, base.toFixed(2), 'payout', `PO-${supplierId}-${monthBefore}`, `Paid ${monthBefore}`);
    await post(20, SUPPLIER_ENTRY_TYPE.CHARGE, (base * 1.12).toFixed(2), 'bill', `SB-${supplierId}-${lastMonth}`, `${what}, ${lastMonth}`);
    await post(12, SUPPLIER_ENTRY_TYPE.ADJUSTMENT, '-25.00', 'manual', `CN-${supplierId}-${lastMonth}`, 'Credit note: damaged carton');
    if (n % 2 === 0) await post(5, SUPPLIER_ENTRY_TYPE.PAYMENT, (base * 0.5).toFixed(2), 'payout', `PO-${supplierId}-${periodAt(today)}`, `Part payment of ${lastMonth}`);
  }
}

/** The warehouse suppliers' invoices of the demo's months (past months issued, this one a draft), built from the payables above. */
export async function seedSupplierInvoices(em: EntityManager, today = new Date()): Promise<void> {
  if ((await em.getRepository(entitySchemaOf(supplierInvoice)).count()) > 0) return;
  const warehouses = await em.getRepository(entitySchemaOf(supplier)).find({ where: { supplierType: 'warehouse' }, select: { id: true }, order: { id: 'ASC' } });
  await seedInvoiceMonths(em, SUPPLIER_INVOICES, warehouses.map((w) => Number(w.id)), today);
}
