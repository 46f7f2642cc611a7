import type { EntityManager } from 'typeorm';
import { FLOW_TYPE, formatUnits, invoiceNumber, invoiceOf, type ChangeType, type FlowType } from '@console/ledger';
import { balanceEntry, client, invoice, invoiceLine } from '@console/resources';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { countryName } from '../../reference/locations';
import { NoAccount, lockAccount, units } from '../ledger-writes';
import { sumOf, type InvoiceBook } from './invoice-book';
import type { Row } from '../../../engine/row';

/**
 * Client invoices (resources/finance/invoice.ts): a client's billed ledger entries with an
 * amount (balance-entry), bill types by libs/ledger `billTypeOf`; beside the total, the funds
 * the client added in the month. The account row is the lock, as for a posting.
 */
export const CLIENT_INVOICES: InvoiceBook = {
  kind: 'client',
  def: invoice,
  lineDef: invoiceLine,
  partyField: 'clientId',
  partyColumn: 'client_id',
  lineParentField: 'invoiceId',
  totals: ['billTotal', 'adjustTotal', 'voidTotal', 'refundTotal', 'totalAmount', 'fundsReceived'],
  lineColumns: ['recordTime', 'billType', 'recordType', 'sourceId', 'description', 'charge'],
  lineWidths: [100, 52, 88, 80, 125, 70],

  async lock(em, clientId) {
    // a client with no account yet has no entries: nothing to serialize with
    await lockAccount(em, clientId).catch((error) => { if (!(error instanceof NoAccount)) throw error; });
  },

  invoiceable(em, end, clientId) {
    const ofClient = clientId === undefined ? '' : 'e.client_id = :partyId AND ';
    return em.getRepository(entitySchemaOf(balanceEntry)).createQueryBuilder('e')
      .where(`${ofClient}e.flow_type = :billed AND e.amount <> 0 AND e.record_time < :end`, { partyId: clientId, billed: FLOW_TYPE.BILLED, end });
  },

  compute(entries) {
    const { lines, totals } = invoiceOf(entries.map((e) => ({ id: Number(e.id), changeType: Number(e.recordType) as ChangeType, flowType: Number(e.flowType) as FlowType, amount: units(e.amount) })));
    return {
      lines,
      values: {
        lineCount: totals.lines, billTotal: formatUnits(totals.bill), adjustTotal: formatUnits(totals.adjust), voidTotal: formatUnits(totals.void),
        refundTotal: formatUnits(totals.refund), totalAmount: formatUnits(totals.total),
      },
    };
  },

  async otherWay(em, clientId, period) {
    const funds = em.getRepository(entitySchemaOf(balanceEntry)).createQueryBuilder('e')
      .where('e.client_id = :clientId AND e.flow_type = :funds AND e.record_time >= :start AND e.record_time < :end', { clientId, funds: FLOW_TYPE.ADD_FUNDS, start: period.start, end: period.end });
    return { fundsReceived: formatUnits(await sumOf(funds, 'e.amount')) };
  },

  lineOf: (e: Row) => ({ recordType: e.recordType, sourceType: e.sourceType, sourceId: e.sourceId ?? null, description: e.note ?? null }),
  number: invoiceNumber,

  async partyName(em, clientId) {
    const row = await em.getRepository(entitySchemaOf(client)).findOne({ where: { id: clientId }, select: { id: true, companyName: true } });
    return String(row?.companyName ?? clientId);
  },

  async billTo(em, clientId) {
    const row = await em.getRepository(entitySchemaOf(client)).findOne({ where: { id: clientId } }) as Row | null;
    if (!row) return [String(clientId)];
    const contact = row.contactName ? String(row.contactName) : `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim();
    // the street lines, then "City, ST 12345", then the country: how a US invoice addresses its payer
    const given = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));
    const cityLine = [given(row.city), [given(row.stateCode), given(row.zipCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const address = row.address1 ? [given(row.address1), given(row.address2), cityLine, row.countryCode ? countryName(String(row.countryCode)) : ''] : [[given(row.stateCode), given(row.countryCode)].filter(Boolean).join(', ')];
    return [String(row.companyName), given(row.clientId), contact, ...address, given(row.contactEmail), given(row.phone)].filter(Boolean);
  },

  async ownParties(em: EntityManager, admin) {
    if (!admin.assignedOnly) return null;
    const own = await em.getRepository(entitySchemaOf(client)).createQueryBuilder('c').select('c.id', 'id').where('c.sales_id = :me', { me: admin.id }).getRawMany();
    return new Set(own.map((r) => Number(r.id)));
  },
};
