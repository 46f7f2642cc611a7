import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../core/tokens';
import type { AppConfig } from '../../../core/config';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { HookRegistry, defineHooks, type DocumentContext } from '../../../engine/hooks';
import { CLIENT_INVOICES } from './client-invoice-book';
import type { InvoiceBook } from './invoice-book';
import { fileNameOf, wordOf, type InvoiceDocumentData, type Lang } from './invoice-document';
import { invoicePdf } from './invoice-pdf';
import { invoiceXlsx } from './invoice-xlsx';
import { InvoiceService } from './invoice.service';
import { SUPPLIER_INVOICES } from './supplier-invoice-book';
import type { Row } from '../../../engine/row';

/** Both books' invoices (Client Invoices, Warehouse Invoices): Generate (a list action), Issue and printed forms (PDF, XLSX). */
@Injectable()
export class InvoiceHooks {
  constructor(registry: HookRegistry, invoices: InvoiceService, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    for (const book of [CLIENT_INVOICES, SUPPLIER_INVOICES]) {
      registry.register(defineHooks(book.def, {
        listActions: { generate: ({ admin, input }) => invoices.generate(book, String(input.period), admin) },
        actions: { issue: (current, { admin }) => invoices.issue(book, current, admin) },
        documents: {
          pdf: async (record, ctx) => ({ fileName: fileNameOf(record), bytes: await invoicePdf(await this.dataOf(book, record, ctx), ctx.lang) }),
          xlsx: async (record, ctx) => ({ fileName: fileNameOf(record), bytes: await invoiceXlsx(await this.dataOf(book, record, ctx), ctx.lang) }),
        },
      }));
    }
  }

  /** The invoice as its user may see it (already checked), its party's name and its lines in order. */
  private async dataOf(book: InvoiceBook, record: Row, { em, admin, lang }: DocumentContext): Promise<InvoiceDocumentData> {
    const lines = await em.getRepository(entitySchemaOf(book.lineDef)).find({ where: { [book.lineParentField]: Number(record.id) }, order: { recordTime: 'ASC', id: 'ASC' } });
    const partyId = Number(record[book.partyField]);
    // an invoice that bills its party (a client's) carries the company's details, the bill-to block and the terms
    const billing = book.billTo ? { from: this.companyLines(lang), billTo: await book.billTo(em, partyId), termsDays: this.config.invoicePaymentTermsDays } : {};
    return {
      productName: this.config.productCode.toUpperCase(), form: book, invoice: record, partyName: await book.partyName(em, partyId),
      lines: lines as Row[], timeZone: admin.timeZone, ...billing,
    };
  }

  /** The company's name, address and contact lines as an invoice prints them (config INVOICE_COMPANY_*). */
  private companyLines(lang: Lang): string[] {
    const c = this.config.invoiceCompany;
    return [c.name, ...c.address, [c.email, c.phone].filter(Boolean).join(' · '), ...(c.taxId ? [`${wordOf('taxId', lang)} ${c.taxId}`] : [])].filter(Boolean);
  }
}
