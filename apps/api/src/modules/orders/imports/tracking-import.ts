import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { excel } from '../../../core/lazy-modules';
import { CARRIERS, CARRIER_LINE_NAME, TRACKING_STATUS, carrierOfCode, carriersOfTrackingNumber, isTrackingNumber, type Carrier } from '@console/carriers';
import { EXPORT_WORKBOOK_CREATOR, FieldError, ImportPreview, ImportPreviewRow, bilingual } from '@console/contracts';
import { clientOrder } from '@console/resources';
import type { AppConfig } from '../../../core/config';
import { APP_CONFIG, WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { badRequest } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { excerpt } from '../../../engine/import/judge-sheet';
import { readFirstSheet, type Sheet } from '../../../engine/import/xlsx-reader';
import { RecordWriter } from '../../../engine/record-writer';
import { ResourceRegistry } from '../../../engine/resource-registry';
import type { Row } from '../../../engine/row';
import { say } from '../order-rules';

/** The sheet's columns: the order's number, its tracking number, the carrier (optional). */
const COLUMNS = ['orderNo', 'trackingNo', 'carrier'] as const;
type Column = typeof COLUMNS[number];
const required: Column[] = ['orderNo', 'trackingNo'];
const labelOf = (key: Column) => clientOrder.fields[key].label;
const normal = (text: string) => text.trim().toLowerCase();

/** 'UPS', 'FedEx', 'fedex smartpost', 'DHL Express' or a carrier's code as the order list exports it. */
function carrierNamed(text: string): Carrier | undefined {
  const t = normal(text).replace(/\s+/g, '');
  return CARRIERS.find((c) => normal(c) === t || normal(CARRIER_LINE_NAME[c]).replace(/\s+/g, '') === t)
    ?? (t.startsWith('fedex') ? 'FEDEX' : t.startsWith('dhl') ? 'DHL' : undefined);
}

/**
 * Tracking import (02 §2 'Users import tracking info'): an XLSX of order number, tracking number
 * and, optionally, carrier. Each row's order must exist within the user's reach (edit level,
 * data scope), have no tracking number yet (an imported label has none until now), and the number
 * must be in the format of the order's carrier (libs/carriers check digits; the carrier column,
 * when given, must be the order's). Previewed in the engine's import format (the same dialog,
 * cells in red); written all rows or none in one transaction: the order's tracking number, and
 * tracking status label created where it had none. Orders only, so an orders route rather than
 * an engine import (which creates records; this updates them by a unique field).
 */
@Injectable()
export class TrackingImport {
  constructor(
    private readonly ds: DataSource,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
    private readonly writer: RecordWriter,
    private readonly registry: ResourceRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async template(lang: 'en' | 'zh'): Promise<{ fileName: string; bytes: Buffer }> {
    const workbook = new (excel().Workbook)();
    workbook.creator = EXPORT_WORKBOOK_CREATOR;
    const sheet = workbook.addWorksheet(lang === 'zh' ? '跟踪号导入' : 'Tracking Import');
    sheet.columns = COLUMNS.map((key) => ({ header: labelOf(key)[lang], key, width: 24 }));
    sheet.getRow(1).font = { bold: true };
    return { fileName: lang === 'zh' ? '跟踪号导入模板.xlsx' : 'tracking-import-template.xlsx', bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }

  /** The rows judged; with `write` and no error, every tracking number stored in one transaction. */
  async run(bytes: Buffer, admin: CurrentAdmin, write: boolean): Promise<{ preview: ImportPreview; imported: number }> {
    const sheet = await readFirstSheet(bytes, this.config.importMaxRows, this.config.importMaxPartBytes);
    const { rows, updates } = await this.judge(sheet, admin);
    const errorRows = rows.filter((r) => r.errors.length).length;
    const params = { count: errorRows };
    const preview: ImportPreview = { columns: [...COLUMNS], rows, total: rows.length, errorRows, ...(errorRows ? bilingual(say('trackingImportFailed', { count: String(errorRows) }), { en: params, zh: params }) : {}) };
    if (!write || errorRows) return { preview, imported: 0 };
    await this.lock.run(() => this.ds.transaction(async (em) => {
      const records = this.writer.in(em, admin, { action: 'importTracking' });
      for (const u of updates) await records.update(clientOrder, u.id, u.changes);
    }));
    return { preview, imported: updates.length };
  }

  private async judge(sheet: Sheet, admin: CurrentAdmin): Promise<{ rows: ImportPreviewRow[]; updates: Array<{ id: number; changes: Row }> }> {
    const at = sheet.headers.map((h) => COLUMNS.find((k) => [labelOf(k).en, labelOf(k).zh].some((t) => normal(t) === normal(h))));
    sheet.headers.forEach((h, i) => {
      if (h.trim() && !at[i]) throw badRequest('importHeaderUnknown', { en: { header: h.slice(0, 64) }, zh: { header: h.slice(0, 64) } });
    });
    if (!sheet.rows.length) throw badRequest('importEmpty');
    const read = sheet.rows.map(({ row, cells }) => {
      const values: Record<string, string | null> = { orderNo: null, trackingNo: null, carrier: null };
      at.forEach((key, i) => {
        const cell = cells[i];
        if (key && cell !== null && cell !== undefined && String(cell).trim() !== '') values[key] = String(excerpt(cell instanceof Date ? cell.toISOString() : cell)).trim();
      });
      return { row, values };
    });
    const numbers = [...new Set(read.map((r) => r.values.orderNo).filter((n): n is string => !!n))];
    const orders = numbers.length ? await this.ds.getRepository(entitySchemaOf(clientOrder)).findBy({ orderNo: In(numbers) }) as Row[] : [];
    const reachable = await this.registry.find(clientOrder.name)!.reachableIds(orders.map((o) => Number(o.id)), admin, 'edit');
    const byNo = new Map(orders.filter((o) => reachable.has(Number(o.id))).map((o) => [String(o.orderNo), o]));
    const seen = new Set<string>();
    const updates: Array<{ id: number; changes: Row }> = [];
    const rows = read.map(({ row, values }) => {
      const errors: FieldError[] = [];
      const problem = (field: Column, text: { en: string; zh: string }) => errors.push({ field, message: text.en, zhMessage: text.zh });
      for (const key of required) {
        if (!values[key]) errors.push({ field: key, ...bilingual('required', { en: { field: labelOf(key).en }, zh: { field: labelOf(key).zh } }) });
      }
      const orderNo = values.orderNo ?? '';
      const order = byNo.get(orderNo);
      if (orderNo && seen.has(orderNo)) problem('orderNo', say('trackingRepeated', { orderNo }));
      else if (orderNo && !order) problem('orderNo', say('trackingOrderUnknown', { orderNo }));
      else if (order?.trackingNo) problem('orderNo', say('trackingOrderHasLabel', { orderNo }));
      seen.add(orderNo);
      const own = order ? carrierOfCode(Number(order.carrier)) : undefined;
      const given = values.carrier ? carrierNamed(values.carrier) : undefined;
      if (values.carrier && !given) errors.push({ field: 'carrier', ...bilingual('importCellInvalid', { en: { field: labelOf('carrier').en }, zh: { field: labelOf('carrier').zh } }) });
      else if (given && own && given !== own) problem('carrier', say('trackingCarrierOther', { carrier: CARRIER_LINE_NAME[own], given: CARRIER_LINE_NAME[given] }));
      const carrier = own ?? given;
      const trackingNo = (values.trackingNo ?? '').replace(/\s+/g, '').toUpperCase();
      if (trackingNo && (carrier ? !isTrackingNumber(carrier, trackingNo) : !carriersOfTrackingNumber(trackingNo).length)) {
        problem('trackingNo', say('trackingNoFormat', { trackingNo: trackingNo.slice(0, 40), carrier: carrier ? CARRIER_LINE_NAME[carrier] : 'UPS / USPS / FedEx / DHL' }));
      }
      if (!errors.length && order) {
        const changes: Row = { trackingNo };
        if (!order.trackingStatus || [TRACKING_STATUS.VOIDED, TRACKING_STATUS.VOID_PENDING].includes(Number(order.trackingStatus) as 4 | 6)) changes.trackingStatus = TRACKING_STATUS.LABEL_CREATED;
        if (!order.labelCreatedAt) changes.labelCreatedAt = new Date();
        updates.push({ id: Number(order.id), changes });
      }
      return { row, values, errors };
    });
    return { rows, updates };
  }
}
