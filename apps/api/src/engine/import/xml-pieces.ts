/**
 * The most bytes of XML exceljs' streaming reader is handed at once. It parses each piece it is
 * given into one array of SAX events, and its row iterator keeps that array (and the rows built
 * from it) until the last of those rows is taken. A file read in 64 KB pieces thus kept some
 * hundred rows of event objects, over a megabyte, alive while an import judged and wrote
 * between two rows: long enough to age them into the old generation, whose garbage then grew
 * the heap by hundreds of megabytes before a full collection. In 8 KB pieces a dozen rows are
 * held, and they die young.
 */
export const XML_PIECE_BYTES = 8 * 1024;

const GT = 0x3e; // '>'

/**
 * A stream of XML bytes re-cut into pieces of at most about `size` bytes, each ending just after
 * a '>' (a tag's end): a cut there never splits a UTF-8 character, whose bytes are all above
 * 0x7f. exceljs decodes each piece on its own, so a piece cut inside a character (as a file
 * stream's 64 KB chunks are, wherever they fall) read it as U+FFFD: one Chinese cell in a
 * thousand or so came out garbled. The bytes after a piece's last '>' wait for the next chunk;
 * a run without any '>' longer than `size` goes whole (the workbook guard bounds such runs).
 */
export async function* xmlPieces(source: AsyncIterable<Buffer | Uint8Array | string>, size = XML_PIECE_BYTES): AsyncGenerator<Buffer> {
  let carry: Buffer | undefined;
  for await (const chunk of source) {
    const incoming = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const bytes = carry ? Buffer.concat([carry, incoming]) : incoming;
    carry = undefined;
    const last = bytes.lastIndexOf(GT);
    let from = 0;
    while (from <= last) {
      const within = from + size <= last ? bytes.lastIndexOf(GT, from + size - 1) : last;
      const end = (within >= from ? within : bytes.indexOf(GT, from + size)) + 1;
      yield bytes.subarray(from, end);
      from = end;
    }
    if (from < bytes.length) carry = bytes.subarray(from);
  }
  if (carry) yield carry;
}
