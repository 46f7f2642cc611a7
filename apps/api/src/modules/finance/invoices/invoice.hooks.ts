import { Inject, Injectable } from '@nestjs/common';
import { client, invoice, invoiceLine } from '@console/resources';
import { APP_CONFIG } from '../../../core/tokens';
import type { AppConfig } from '../../../core/config';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { HookRegistry, defineHooks, type DocumentContext } from '../../../engine/hooks';
import { fileNameOf, type InvoiceDocumentData, type InvoiceRow } from './invoice-document';
import { invoicePdf } from './invoice-pdf';
import { invoiceXlsx } from './invoice-xlsx';
import { InvoiceService } from './invoice.service';

type Row = Record<string, unknown>;

/** Client Invoices' Generate (a list action), Issue and printed forms (PDF, XLSX). */
@Injectable()
export class InvoiceHooks {
  constructor(registry: HookRegistry, invoices: InvoiceService, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    registry.register(defineHooks(invoice, {
      listActions: { generate: ({ admin, input }) => invoices.generate(String(input.period), admin) },
      actions: { issue: (current, { admin }) => invoices.issue(current, admin) },
      documents: {
        pdf: async (record, ctx) => ({ fileName: fileNameOf(record), bytes: await invoicePdf(await this.dataOf(record, ctx), ctx.lang) }),
        xlsx: async (record, ctx) => ({ fileName: fileNameOf(record), bytes: await invoiceXlsx(await this.dataOf(record, ctx), ctx.lang) }),
      },
    }));
  }

  /** The invoice as its user may see it (already checked), its client's name and its lines in order. */
  private async dataOf(record: InvoiceRow, { em, admin }: DocumentContext): Promise<InvoiceDocumentData> {
    const owner = await em.getRepository(entitySchemaOf(client)).findOne({ where: { id: Number(record.clientId) }, select: { id: true, companyName: true } });
    const lines = await em.getRepository(entitySchemaOf(invoiceLine)).find({ where: { invoiceId: Number(record.id) }, order: { recordTime: 'ASC', id: 'ASC' } });
    return { productName: this.config.productCode.toUpperCase(), invoice: record, clientName: String(owner?.companyName ?? record.clientId), lines: lines as Row[], timeZone: admin.timeZone };
  }
}
