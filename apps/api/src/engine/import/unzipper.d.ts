/**
 * The part of unzipper's API the workbook guard uses (unzipper 0.10 ships no types). It is the
 * zip reader exceljs' streaming reader is built on, so the guard reads a file as exceljs will.
 */
declare module 'unzipper' {
  import type { Readable, Transform } from 'node:stream';

  interface Entry extends Readable {
    path: string;
    type: 'File' | 'Directory';
    autodrain(): { promise(): Promise<void> };
  }
  function Parse(options?: { forceStream?: boolean }): Transform & AsyncIterable<Entry>;
  const unzipper: { Parse: typeof Parse };
  export default unzipper;
  export type { Entry };
}
