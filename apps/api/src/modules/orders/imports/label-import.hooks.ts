import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { PDFDocument } from 'pdf-lib';
import { pdfLib } from '../../../core/lazy-modules';
import { TRACKING_STATUS } from '@console/carriers';
import type { FileRef } from '@console/metadata';
import { LABEL_IMPORT_STATUS, ORDER_STATUS, clientOrder, labelImport } from '@console/resources';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { FileService } from '../../../engine/files/file.service';
import { HookRegistry, defineHooks } from '../../../engine/hooks';
import type { BoundRecordWriter } from '../../../engine/record-writer';
import type { Row } from '../../../engine/row';
import { say } from '../order-rules';

type Text = { en: string; zh: string };
const ORDER_NO = /^SO[0-9]{10}$/;
/** A label voided (or being voided) may be replaced by an imported one. */
const VOID: number[] = [TRACKING_STATUS.VOIDED, TRACKING_STATUS.VOID_PENDING];

/**
 * Label import (resources/orders/label-import.ts, 02 §5): on create, the order numbers are read
 * from the PDF's name (without .pdf, split on '_'), each must be an order of the import's client
 * and warehouse, not cancelled, without a live label; the PDF must have one page per order. Then,
 * in the create's transaction, it is split one page per order, each page stored as that order's
 * label (its `labelFileId`, what Print Label opens) with tracking status label created, and the
 * import ends in success. Otherwise no order is touched and it ends in failed with every reason.
 * Imported labels are not priced: no money moves and no rated shipment is written.
 */
@Injectable()
export class LabelImportHooks {
  constructor(registry: HookRegistry, private readonly files: FileService) {
    registry.register(defineHooks(labelImport, {
      beforeCreate: async (row, { em, admin, records }) => {
        const [ref] = (row.file ?? []) as unknown as FileRef[];
        const orderNos = ref.name.replace(/\.pdf$/i, '').split('_').map((s) => s.trim()).filter(Boolean);
        const outcome = await this.importLabels(em, admin, records, row as Row, ref, orderNos);
        Object.assign(row, {
          fileName: ref.name, orderNos: orderNos.join(', ').slice(0, 255), orderCount: orderNos.length, ...outcome,
        });
      },
    }));
  }

  private async importLabels(em: EntityManager, admin: CurrentAdmin, records: BoundRecordWriter, row: Row, ref: FileRef, orderNos: string[]): Promise<Row> {
    const failed = (reasons: Text[], pageCount: number | null = null) => ({
      status: LABEL_IMPORT_STATUS.FAILED, pageCount, successCount: 0,
      resultMessage: reasons.map((r) => r.en).join('; ').slice(0, 2000), zhResultMessage: reasons.map((r) => r.zh).join('；').slice(0, 2000),
    });
    if (!orderNos.length || orderNos.some((n) => !ORDER_NO.test(n))) {
      const unknown = orderNos.filter((n) => !ORDER_NO.test(n));
      return failed(unknown.length ? unknown.map((orderNo) => say('labelImportNotOrder', { orderNo })) : [say('labelImportBadName')]);
    }
    const orders = await em.getRepository(entitySchemaOf(clientOrder)).findBy({ orderNo: In(orderNos) }) as Row[];
    const byNo = new Map(orders.map((o) => [String(o.orderNo), o]));
    const reasons: Text[] = [];
    orderNos.forEach((orderNo, i) => {
      const order = byNo.get(orderNo);
      if (orderNos.indexOf(orderNo) !== i) reasons.push(say('labelImportRepeated', { orderNo }));
      else if (!order || Number(order.clientId) !== Number(row.clientId) || Number(order.warehouseId) !== Number(row.warehouseId)) reasons.push(say('labelImportNotOrder', { orderNo }));
      else if (Number(order.status) === ORDER_STATUS.CANCELLED) reasons.push(say('labelImportCancelled', { orderNo }));
      else if (order.labelFileId && !VOID.includes(Number(order.trackingStatus))) reasons.push(say('labelImportHasLabel', { orderNo }));
    });
    let pdf: PDFDocument;
    try {
      pdf = await pdfLib().PDFDocument.load(await this.bytesOf(ref.id));
    } catch {
      return failed([...reasons, say('labelImportUnreadable')]);
    }
    const pages = pdf.getPageCount();
    if (pages !== orderNos.length) reasons.push(say('labelImportPages', { pages: String(pages), orders: String(orderNos.length) }));
    if (reasons.length) return failed(reasons, pages);

    const now = new Date();
    for (const [i, orderNo] of orderNos.entries()) {
      const order = byNo.get(orderNo)!;
      const one = await pdfLib().PDFDocument.create();
      const [page] = await one.copyPages(pdf, [i]);
      one.addPage(page);
      const stored = await this.files.storeBytes(em, {
        name: `${orderNo}.pdf`, mime: 'application/pdf', bytes: await one.save(), owner: admin.id, resource: clientOrder.name, recordId: Number(order.id), field: 'labelFileId',
      });
      // a voided label's number, money and rated shipment are the old label's: the imported one has none
      await records.update(clientOrder, Number(order.id), {
        labelFileId: stored.id, trackingStatus: TRACKING_STATUS.LABEL_CREATED, labelCreatedAt: now,
        trackingNo: null, labelTotal: null, voidRequestedAt: null, labelDeductionType: null, ratedShipmentId: null,
      });
    }
    const done = say('labelImportDone', { count: String(orderNos.length) });
    return { status: LABEL_IMPORT_STATUS.SUCCESS, pageCount: pages, successCount: orderNos.length, resultMessage: done.en, zhResultMessage: done.zh };
  }

  private async bytesOf(fileId: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const chunk of this.files.storage.get(fileId)) parts.push(chunk as Buffer);
    return Buffer.concat(parts);
  }
}
