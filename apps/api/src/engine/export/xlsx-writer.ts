import { excel } from '../../core/lazy-modules';
import { createWriteStream, rmSync, WriteStream } from 'node:fs';
import { EXPORT_WORKBOOK_CREATOR, formatDateTime } from '@console/contracts';
import { FieldDef, Label, ResourceDef, SYSTEM_FIELD_LABELS, exportCellOf, kindOf } from '@console/metadata';
import type { Row } from '../row';
import { fillExceljsAddressCache } from '../exceljs-address-cache';

fillExceljsAddressCache();

type Lang = 'en' | 'zh';

function columnLabel(def: ResourceDef, key: string, lang: Lang): string {
  const label: Label | undefined = def.fields[key]?.label ?? SYSTEM_FIELD_LABELS[key as keyof typeof SYSTEM_FIELD_LABELS];
  return label?.[lang] ?? key;
}

/** A cell as the list shows it (labels, dates in the user's zone); numbers stay numbers. */
function cell(field: FieldDef | undefined, key: string, value: unknown, lang: Lang, timeZone: string): unknown {
  if (value === null || value === undefined) return null;
  if (!field) return key === 'id' ? value : formatDateTime(value, timeZone);
  return exportCellOf(field, value, { lang, timeZone });
}

/**
 * exceljs hands committed rows to the zip entry without back-pressure; deflate runs on the
 * thread pool, so a fast reader fills memory with XML waiting to be compressed. Before reading
 * more rows, wait (bounded) until the entry's backlog is small. This reads exceljs/archiver
 * internals (`_stream.pipes`, readable-stream's `_writableState`); should they change, it
 * merely stops waiting.
 */
type Pipe = { writableLength?: number; _writableState?: { length?: number } };
const BACKLOG_BYTES = 2 * 1024 * 1024;

function backlog(sheet: unknown): number {
  const pipes = (sheet as { _stream?: { pipes?: Pipe[] } })._stream?.pipes ?? [];
  return pipes.reduce((sum, p) => sum + (p.writableLength ?? p._writableState?.length ?? 0), 0);
}

async function drained(sheet: unknown): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  for (let waited = 0; backlog(sheet) > BACKLOG_BYTES && waited < 5000; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Closes the file of a workbook that will not be finished and removes it: no partial file stays. */
async function discard(workbook: unknown, stream: WriteStream, file: string): Promise<void> {
  // archiver's abort stops the zip from writing more into the stream (an exceljs internal)
  try {
    (workbook as { zip?: { abort?: () => void } }).zip?.abort?.();
  } catch {
    // an abort that fails changes nothing here: the stream is destroyed next
  }
  if (!stream.closed) {
    const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
    stream.destroy();
    await closed;
  }
  rmSync(file, { force: true });
}

/**
 * Streams batches of records into an XLSX file with exceljs's streaming writer: each row is
 * committed as it is written, so memory stays flat whatever the row count. Between batches the
 * writer yields to the event loop (drained), so a job never holds the server for more than one
 * batch. If anything fails, including `onBatch` (a job whose message was deleted), the
 * file is closed and removed before the error goes on.
 */
export async function writeXlsx(options: {
  file: string; def: ResourceDef; columns: string[]; lang: Lang; timeZone: string;
  batches: AsyncIterable<Row[]>; onBatch?: (rowsWritten: number) => Promise<void> | void;
}): Promise<number> {
  const { def, columns, lang, timeZone } = options;
  const stream = createWriteStream(options.file);
  stream.on('error', () => undefined); // reported through the workbook's commit, or discarded with the file
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({ stream, useStyles: true, useSharedStrings: false });
  try {
    workbook.creator = EXPORT_WORKBOOK_CREATOR;
    workbook.created = new Date();
    const sheet = workbook.addWorksheet(def.label[lang].slice(0, 31));
    sheet.columns = columns.map((key) => ({
      header: columnLabel(def, key, lang), key, width: Math.max(12, columnLabel(def, key, lang).length + 4),
      style: def.fields[key] && kindOf(def.fields[key]).exportFormat ? { numFmt: kindOf(def.fields[key]).exportFormat } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    let written = 0;
    for await (const rows of options.batches) {
      for (const row of rows) {
        sheet.addRow(columns.map((key) => cell(def.fields[key], key, row[key], lang, timeZone))).commit();
      }
      written += rows.length;
      await options.onBatch?.(written);
      await drained(sheet);
    }
    sheet.commit();
    await workbook.commit();
    return written;
  } catch (error) {
    await discard(workbook, stream, options.file);
    throw error;
  }
}
