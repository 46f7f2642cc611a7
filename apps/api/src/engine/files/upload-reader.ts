import type { Request, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { megabytes } from '@console/metadata';
import { AppException, badRequest } from '../../core/envelope/app-exception';

/** One file part of a multipart request, held in memory (at most the field's size limit). */
interface UploadedPart {
  name: string;
  declaredMime: string;
  bytes: Buffer;
}

interface UploadLimits {
  maxFiles: number;
  maxBytes: number;
}

/**
 * Reads the `file` parts of a multipart request with multer (memory storage), stopping at the
 * limits as the bytes arrive: a part over `maxBytes` or more than `maxFiles` parts end the
 * request with the catalogue's message (400), not multer's English.
 */
export function readUpload(req: Request, res: Response, limits: UploadLimits, fieldLabel: { en: string; zh: string }): Promise<UploadedPart[]> {
  const reader = multer({
    storage: multer.memoryStorage(),
    // Browsers send UTF-8 file names without saying so; busboy's default would read them as latin1.
    defParamCharset: 'utf8',
    limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 10, parts: limits.maxFiles + 10 },
  }).array('file', limits.maxFiles);
  return new Promise((resolve, reject) => {
    reader(req, res, (error: unknown) => {
      if (error) return reject(uploadError(error, limits, fieldLabel));
      const files = ((req as Request & { files?: multer.File[] }).files ?? []).map((f) => ({
        name: f.originalname, declaredMime: f.mimetype, bytes: f.buffer,
      }));
      resolve(files);
    });
  });
}

/** One file part of a multipart request, streamed to a staging file as it arrived. */
export interface StagedPart {
  name: string;
  declaredMime: string;
  path: string;
  size: number;
}

/**
 * Like readUpload, but each part is streamed to a file in `dir` (multer's disk storage) instead
 * of held in memory: the files a record holds. The same limits stop a part as its bytes arrive;
 * on any refusal the staged files are removed.
 */
export function stageUpload(req: Request, res: Response, limits: UploadLimits, fieldLabel: { en: string; zh: string }, dir: string): Promise<StagedPart[]> {
  mkdirSync(dir, { recursive: true });
  const reader = multer({
    storage: multer.diskStorage({ destination: dir, filename: (_req, _file, done) => done(null, `${randomUUID()}.upload`) }),
    defParamCharset: 'utf8',
    limits: { fileSize: limits.maxBytes, files: limits.maxFiles, fields: 10, parts: limits.maxFiles + 10 },
  }).array('file', limits.maxFiles);
  return new Promise((resolve, reject) => {
    reader(req, res, (error: unknown) => {
      const files = (req as Request & { files?: multer.File[] }).files ?? [];
      if (error) {
        for (const f of files) if (f.path) rmSync(f.path, { force: true });
        return reject(uploadError(error, limits, fieldLabel));
      }
      resolve(files.map((f) => ({ name: f.originalname, declaredMime: f.mimetype, path: f.path, size: f.size })));
    });
  });
}

function uploadError(error: unknown, limits: UploadLimits, label: { en: string; zh: string }): AppException {
  const code = (error as { code?: string }).code;
  const name = (error as { field?: string; storageErrors?: unknown }).field ?? '';
  if (code === 'LIMIT_FILE_SIZE') {
    const max = megabytes(limits.maxBytes);
    return badRequest('fileTooLarge', { en: { name: 'A file', max }, zh: { name: '文件', max } });
  }
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_PART_COUNT') {
    // More `file` parts than allowed, or a file under another name.
    if (code === 'LIMIT_UNEXPECTED_FILE' && name !== 'file') return badRequest('fileMissing');
    return badRequest('fileTooMany', { en: { field: label.en, max: limits.maxFiles }, zh: { field: label.zh, max: limits.maxFiles } });
  }
  if (error instanceof AppException) return error;
  // A body that is not multipart, or one cut short.
  return badRequest('uploadFailed');
}
