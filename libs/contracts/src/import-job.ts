import type { FieldError } from './envelope';

/**
 * The wire shapes of an import (the API's engine/import, the web's import modal): the preview
 * of a file, what POST .../import answers, and the result of the background job that writes a
 * large file.
 */

/** One data row of the file as the preview shows it: its cells as written and what is wrong. */
export interface ImportPreviewRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  values: Record<string, string | number | boolean | null>;
  errors: FieldError[];
}

export interface ImportPreview {
  columns: string[];
  rows: ImportPreviewRow[];
  total: number;
  errorRows: number;
  /** Headings of columns that are not fields of the resource (a grouped import's group and child columns). */
  headers?: Record<string, { en: string; zh: string }>;
  /** Why the file would be refused, when the resource words it its own way (a grouped import's `refusal`). */
  message?: string;
  zhMessage?: string;
}

/** POST .../import: the rows written (200), or the background job writing them (202). */
export type ImportAnswer = { imported: number } | { jobId: number; total: number };

/** The job kind of large imports in the engine's job table (`GET /api/jobs/{id}`). */
export const IMPORT_JOB_KIND = 'import';

/** At most this many rows with errors are kept in a refused job's result. */
export const IMPORT_JOB_MAX_ERROR_ROWS = 200;

/**
 * A finished import job's result: every row written, or none and why (rows with errors, the
 * right to create withdrawn meanwhile) with the first rows in error.
 */
export interface ImportJobResult {
  imported: number;
  total: number;
  refused?: { message: string; zhMessage: string; preview?: ImportPreview };
}
