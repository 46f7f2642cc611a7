/**
 * The Content-Disposition of a download (01 §7: the file name travels in it): an ASCII fallback
 * with quotes and other characters replaced, and the UTF-8 name for browsers that read it, so a
 * name typed by a user (a Chinese file name, a quote) neither breaks the header nor gets lost.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
