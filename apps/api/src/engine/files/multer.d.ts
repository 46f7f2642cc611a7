/**
 * The part of multer's API the upload reader uses (multer ships no types and @types/multer
 * would pull in Express 4's).
 */
declare module 'multer' {
  import type { Request, Response } from 'express';

  interface MulterFile {
    fieldname: string;
    originalname: string;
    mimetype: string;
    size: number;
    /** Memory storage only. */
    buffer: Buffer;
    /** Disk storage only: where the part was streamed to. */
    path: string;
  }
  interface Options {
    storage?: unknown;
    defParamCharset?: string;
    limits?: { fileSize?: number; files?: number; fields?: number; parts?: number };
  }
  type Middleware = (req: Request, res: Response, next: (error?: unknown) => void) => void;
  interface Multer {
    array(field: string, maxCount?: number): Middleware;
  }
  function multer(options?: Options): Multer;
  namespace multer {
    function memoryStorage(): unknown;
    function diskStorage(options: {
      destination: string;
      filename: (req: Request, file: MulterFile, done: (error: Error | null, name: string) => void) => void;
    }): unknown;
    type File = MulterFile;
  }
  export = multer;
}
