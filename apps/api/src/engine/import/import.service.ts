import ExcelJS from 'exceljs';
import type { Request, Response } from 'express';
import { EXPORT_WORKBOOK_CREATOR, FieldError, bilingual } from '@console/contracts';
import { INVALID_CELL, ResourceDef, extensionOf, kindOf, megabytes } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';
import type { AppConfig } from '../../core/config';
import type { CurrentAdmin } from '../../core/http/request-context';
import type { ResourceService } from '../resource.service';
import type { Row } from '../hooks';
import { readUpload } from '../files/upload-reader';
import { sniffType } from '../files/magic-bytes';
import { ImportColumn, headerIndex, importColumns, lookupHeader } from './import-columns';
import { readFirstSheet } from './xlsx-reader';
import { resolveRelationLabels } from './relation-labels';
import type { DataSource } from 'typeorm';

/** One data row of the file as the preview shows it: its cells as written and what is wrong. */
export interface PreviewRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  values: Record<string, string | number | boolean | null>;
  errors: FieldError[];
}

export interface ImportPreview {
  columns: string[];
  rows: PreviewRow[];
  total: number;
  errorRows: number;
}

type Lang = 'en' | 'zh';

/**
 * Import of a resource that declares `import: true`: a template in the export's columns, a
 * preview that judges every row with the create rules (and unique fields, related ids, repeats
 * within the file), and a commit that writes every row in one transaction or none.
 */
export class ImportService {
  constructor(private readonly config: AppConfig, private readonly ds: DataSource) {}

  /** An empty workbook headed like the export, in the user's language (enum columns offer their labels). */
  async template(def: ResourceDef, langRaw: unknown): Promise<{ fileName: string; bytes: Buffer }> {
    const lang: Lang = langRaw === 'zh' ? 'zh' : 'en';
    const workbook = new ExcelJS.Workbook();
    workbook.creator = EXPORT_WORKBOOK_CREATOR;
    const sheet = workbook.addWorksheet(def.label[lang].slice(0, 31));
    const columns = importColumns(def);
    sheet.columns = columns.map(({ key, field }) => ({
      header: field.label[lang], key, width: Math.max(14, field.label[lang].length + 4),
      style: kindOf(field).exportFormat ? { numFmt: kindOf(field).exportFormat } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    columns.forEach(({ field }, i) => {
      if (field.kind !== 'enum' && field.kind !== 'boolean') return;
      const choices = field.kind === 'enum' ? (field.options ?? []).map((o) => o.label[lang]) : lang === 'zh' ? ['是', '否'] : ['Yes', 'No'];
      const letter = sheet.getColumn(i + 1).letter;
      for (let r = 2; r <= 201; r++) sheet.getCell(`${letter}${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${choices.join(',')}"`] };
    });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    return { fileName: `${def.label[lang]}-import-template.xlsx`, bytes };
  }

  /** POST .../import/preview: every row judged, nothing written. */
  async preview(service: ResourceService, req: Request, res: Response, admin: CurrentAdmin): Promise<ImportPreview> {
    return this.judge(service, await this.readFile(req, res), admin).then((p) => p.preview);
  }

  /** POST .../import: judged again (a preview proves nothing), then all rows in one transaction, or none. */
  async commit(service: ResourceService, req: Request, res: Response, admin: CurrentAdmin): Promise<{ imported: number }> {
    const { preview, inputs } = await this.judge(service, await this.readFile(req, res), admin);
    if (preview.errorRows) {
      throw badRequest('importHasErrors', { en: { count: preview.errorRows }, zh: { count: preview.errorRows } }, preview);
    }
    const ids = await service.createAll(inputs, admin);
    return { imported: ids.length };
  }

  private async readFile(req: Request, res: Response): Promise<Buffer> {
    let parts;
    try {
      parts = await readUpload(req, res, { maxFiles: 1, maxBytes: this.config.importMaxBytes }, { en: 'File', zh: '文件' });
    } catch (error) {
      if (error instanceof AppException && error.key === 'fileTooLarge') {
        const max = megabytes(this.config.importMaxBytes);
        throw badRequest('importTooLarge', { en: { max }, zh: { max } });
      }
      throw error;
    }
    const [part] = parts;
    if (!part) throw badRequest('fileMissing');
    if (extensionOf(part.name) !== 'xlsx' || (await sniffType(part.bytes)) !== 'xlsx') throw badRequest('importNotXlsx');
    return part.bytes;
  }

  private async judge(service: ResourceService, bytes: Buffer, admin: CurrentAdmin): Promise<{ preview: ImportPreview; inputs: Row[] }> {
    const def = service.def;
    const sheet = await readFirstSheet(bytes, this.config.importMaxRows);
    const byColumn = this.mapHeaders(def, sheet.headers);
    if (!sheet.rows.length) throw badRequest('importEmpty');
    const ctx = { lang: 'en' as Lang, timeZone: admin.timeZone || 'UTC' };
    const rows: PreviewRow[] = [];
    const inputs: Row[] = [];
    const bodies: Row[] = [];
    const firstSeen = new Map<string, number>(); // `${field}\u0000${value}` -> row, for unique fields
    // First every cell as its kind reads it, then related records named by label, then the rules.
    for (const { row, cells } of sheet.rows) {
      const values: PreviewRow['values'] = {};
      const body: Row = {};
      const errors: FieldError[] = [];
      byColumn.forEach((column, i) => {
        const cell = cells[i] ?? null;
        if (!column) return;
        values[column.key] = cell instanceof Date ? cell.toISOString() : cell;
        if (cell === null) return;
        const value = kindOf(column.field).importCell!(cell, column.field, ctx);
        if (value === INVALID_CELL) errors.push(fieldProblem(column, 'importCellInvalid'));
        else body[column.key] = value;
      });
      rows.push({ row, values, errors });
      bodies.push(body);
    }
    await resolveRelationLabels(this.ds, byColumn.filter((c): c is ImportColumn => !!c), bodies, (i) => rows[i].errors);
    for (const [i, body] of bodies.entries()) {
      const { row, errors } = rows[i];
      let input: Row | null = null;
      try {
        input = service.validateCreate(body);
      } catch (error) {
        const found = error instanceof AppException ? (error.data as { errors?: FieldError[] } | null)?.errors : undefined;
        if (!found) throw error;
        // A cell that could not be read is absent from the body: its 'required' is not news.
        errors.push(...found.filter((e) => !errors.some((mine) => mine.field === e.field)));
      }
      if (input && !errors.length) {
        errors.push(...this.repeats(def, input, row, firstSeen));
        errors.push(...(await service.writeProblems(input, admin)));
      }
      if (input) inputs.push(input);
    }
    const columns = byColumn.filter((c): c is ImportColumn => !!c).map((c) => c.key);
    const errorRows = rows.filter((r) => r.errors.length).length;
    return { preview: { columns, rows, total: rows.length, errorRows }, inputs };
  }

  /** Which column each header names (null: a known export-only column, skipped). */
  private mapHeaders(def: ResourceDef, headers: string[]): Array<ImportColumn | null> {
    const index = headerIndex(def);
    const used = new Set<string>();
    return headers.map((header) => {
      if (header.trim() === '') return null;
      const column = lookupHeader(index, header);
      const params = { en: { header: header.slice(0, 64) }, zh: { header: header.slice(0, 64) } };
      if (column === undefined) throw badRequest('importHeaderUnknown', params);
      if (column && used.has(column.key)) throw badRequest('importHeaderRepeated', params);
      if (column) used.add(column.key);
      return column;
    });
  }

  /** A unique field's value repeated within the file: the database would refuse the second. */
  private repeats(def: ResourceDef, input: Row, row: number, firstSeen: Map<string, number>): FieldError[] {
    const errors: FieldError[] = [];
    for (const [key, field] of Object.entries(def.fields)) {
      if (!field.unique || input[key] === undefined || input[key] === null) continue;
      const seenKey = `${key}\u0000${String(input[key])}`;
      const first = firstSeen.get(seenKey);
      if (first === undefined) firstSeen.set(seenKey, row);
      else {
        const params = (lang: Lang) => ({ field: field.label[lang], row: first });
        errors.push({ field: key, ...bilingual('importDuplicateInFile', { en: params('en'), zh: params('zh') }) });
      }
    }
    return errors;
  }
}

function fieldProblem(column: ImportColumn, key: 'importCellInvalid'): FieldError {
  return { field: column.key, ...bilingual(key, { en: { field: column.field.label.en }, zh: { field: column.field.label.zh } }) };
}
