import { Readable } from 'node:stream';
import { unzipper } from '../../core/lazy-modules';
import { megabytes } from '@console/metadata';
import { badRequest } from '../../core/envelope/app-exception';

/**
 * The most characters a cell may hold: Excel's own limit (32,767), so no workbook Excel wrote
 * is refused for it.
 */
export const MAX_CELL_CHARS = 32_767;

/**
 * The longest run of XML a part may hold between two '<': a cell's text with its tag, where
 * each character may take up to six bytes (`&quot;`), plus room for the tag. A longer run is
 * a cell past MAX_CELL_CHARS for certain; a shorter one that still reads as too long is refused
 * by the reader when it reads the cell (xlsx-reader.ts).
 */
const MAX_RUN_BYTES = MAX_CELL_CHARS * 6 + 1024;

interface WorkbookLimits {
  /** The most bytes one part (a worksheet, the shared strings) may inflate to. */
  maxPartBytes: number;
}

/**
 * Inflates every part of an uploaded workbook once, without keeping it, before exceljs reads
 * it: a part inflating past `maxPartBytes` (or all of them past twice that) is refused with
 * importPartTooLarge, a run of text longer than any cell may be with importCellTooLong, as soon
 * as the inflater gets there. A 400 KB zip of one 400 MB cell is thus refused after reading
 * its first few hundred kilobytes, instead of being inflated whole into one string. The zip is
 * read with unzipper's Parse, the reader exceljs' streaming reader is built on, so the parts
 * checked are the parts exceljs will read (a central directory that lies is no way round it).
 * A file that is no zip is left to the reader, which says so in its own words.
 */
export async function guardWorkbook(bytes: Buffer, limits: WorkbookLimits): Promise<void> {
  const zip = unzipper().Parse({ forceStream: true });
  const source = Readable.from([bytes]);
  source.pipe(zip);
  const maxTotal = limits.maxPartBytes * 2;
  let total = 0;
  try {
    for await (const entry of zip) {
      let part = 0;
      let run = 0; // bytes since the last '<'
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        part += chunk.length;
        total += chunk.length;
        if (part > limits.maxPartBytes || total > maxTotal) throw partTooLarge(limits.maxPartBytes);
        for (let from = 0; ;) {
          const lt = chunk.indexOf(0x3c, from);
          run += (lt < 0 ? chunk.length : lt) - from;
          if (run > MAX_RUN_BYTES) throw cellTooLong();
          if (lt < 0) break;
          run = 0;
          from = lt + 1;
        }
      }
    }
  } catch (error) {
    if ((error as { key?: string }).key) throw error;
    // not a zip, or a broken one: the reader tells (importNotXlsx)
  } finally {
    source.unpipe(zip);
    source.destroy();
    zip.destroy();
  }
}

function partTooLarge(maxPartBytes: number) {
  const max = megabytes(maxPartBytes);
  return badRequest('importPartTooLarge', { en: { max }, zh: { max } });
}

export function cellTooLong() {
  return badRequest('importCellTooLong', { en: { max: MAX_CELL_CHARS }, zh: { max: MAX_CELL_CHARS } });
}
