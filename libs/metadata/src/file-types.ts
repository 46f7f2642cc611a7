import type { MessageKey } from '@console/contracts';
import type { FieldDef, FileOptions } from './types';

/**
 * The file types an upload may be, by extension: the MIME types a browser may declare for it,
 * and what the `file-type` package reads from its first bytes (magic bytes). The API checks all
 * three agree; the web checks extension and size before sending. Old Office files (xls, doc) are
 * compound documents ('cfb' to file-type), new ones zip containers it recognises by content.
 */
interface FileTypeSpec {
  mime: string;
  /** Other MIME types browsers declare for it (Windows sends xls as octet-stream sometimes). */
  alsoMimes?: string[];
  sniffed: string[];
}

export const FILE_TYPES = {
  jpg: { mime: 'image/jpeg', sniffed: ['jpg'] },
  jpeg: { mime: 'image/jpeg', sniffed: ['jpg'] },
  png: { mime: 'image/png', sniffed: ['png'] },
  gif: { mime: 'image/gif', sniffed: ['gif'] },
  pdf: { mime: 'application/pdf', sniffed: ['pdf'] },
  xls: { mime: 'application/vnd.ms-excel', sniffed: ['cfb'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', sniffed: ['xlsx'] },
  doc: { mime: 'application/msword', sniffed: ['cfb'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sniffed: ['docx'] },
  zip: { mime: 'application/zip', alsoMimes: ['application/x-zip-compressed', 'application/x-zip'], sniffed: ['zip'] },
  // Android packages of the WMS handheld app (a zip that file-type recognises by its manifest).
  apk: { mime: 'application/vnd.android.package-archive', alsoMimes: ['application/octet-stream', 'application/zip'], sniffed: ['apk', 'zip'] },
} as const satisfies Record<string, FileTypeSpec>;

type FileExtension = keyof typeof FILE_TYPES;

/** Spec 01 §5: the general uploader takes JPG, PNG, PDF, XLS and zip, at most 5 MB each and 6 files. */
const GENERAL_UPLOAD: FileOptions = {
  accept: ['jpg', 'jpeg', 'png', 'pdf', 'xls', 'xlsx', 'zip'],
  maxFiles: 6,
  maxBytes: 5 * 1024 * 1024,
};

/** A field's upload limits: its own, else the general uploader's. */
export function fileOptionsOf(field: FieldDef): FileOptions {
  return { ...GENERAL_UPLOAD, ...field.file };
}

/** A stored file as a record carries it (the API fills name, size and mime from the file table). */
export interface FileRef {
  id: number;
  name: string;
  size: number;
  mime: string;
}

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Generic MIME types that say nothing about the file: the extension and the bytes decide. */
const UNDECLARED = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * What the web can judge before sending and the API judges first: the extension is accepted, the
 * declared MIME type (when it says anything) belongs to it, and the size is within the limit.
 * Returns the message of the first problem, or null.
 */
export function fileChoiceProblem(field: FieldDef, file: { name: string; size: number; type?: string }): MessageKey | null {
  const options = fileOptionsOf(field);
  const ext = extensionOf(file.name) as FileExtension;
  if (!(options.accept as string[]).includes(ext) || !FILE_TYPES[ext]) return 'fileWrongType';
  const spec: FileTypeSpec = FILE_TYPES[ext];
  const declared = (file.type ?? '').toLowerCase();
  if (!UNDECLARED.has(declared) && declared !== spec.mime && !(spec.alsoMimes ?? []).includes(declared)) return 'fileWrongType';
  if (file.size <= 0) return 'fileEmpty';
  if (file.size > options.maxBytes) return 'fileTooLarge';
  return null;
}

/** Whether the type read from the bytes (file-type's `ext`, or none) is what the extension says. */
export function sniffedMatches(name: string, sniffed: string | undefined): boolean {
  const spec: FileTypeSpec | undefined = (FILE_TYPES as Record<string, FileTypeSpec>)[extensionOf(name)];
  return !!spec && sniffed !== undefined && spec.sniffed.includes(sniffed);
}

/** The MIME type a stored file is served with: the one of its (checked) extension. */
export function mimeOfName(name: string): string {
  return (FILE_TYPES as Record<string, FileTypeSpec>)[extensionOf(name)]?.mime ?? 'application/octet-stream';
}

/** The `accept` attribute of a file input: '.jpg,.png,...'. */
export function acceptAttribute(field: FieldDef): string {
  return fileOptionsOf(field).accept.map((e) => `.${e}`).join(',');
}

/** Megabytes for messages ('5 MB'). */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
