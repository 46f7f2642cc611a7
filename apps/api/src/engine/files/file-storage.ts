import { createReadStream, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live, apart from their rows (the `file` table). The files
 * service speaks only to this interface, so an object store (S3, GCS) is one more class: its
 * `putFile` streams the staged file up, its `get` streams it down. Never a whole file in memory.
 */
interface FileStorage {
  /** Takes a staged file (a local path the upload was streamed to) as file `id`; a reader never sees half of it. */
  putFile(id: number, stagedPath: string): Promise<void>;
  /** The bytes of file `id`, streamed. */
  get(id: number): Readable;
  remove(id: number): Promise<void>;
  /** The ids stored before a moment, for the sweep of files without a row. */
  ids(storedBefore: Date): Promise<number[]>;
  /** A folder for uploads being streamed in (on the same disk, so taking one is a rename). */
  readonly stagingDir: string;
}

/** Files under DATA_DIR/files/<id>; uploads stream into DATA_DIR/files/staging first. */
export class DiskStorage implements FileStorage {
  readonly stagingDir: string;

  constructor(private readonly dir: string) {
    this.stagingDir = join(dir, 'staging');
  }

  async putFile(id: number, stagedPath: string): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    renameSync(stagedPath, this.pathOf(id));
  }

  get(id: number): Readable {
    return createReadStream(this.pathOf(id));
  }

  async remove(id: number): Promise<void> {
    rmSync(this.pathOf(id), { force: true });
  }

  async ids(storedBefore: Date): Promise<number[]> {
    return this.names(storedBefore).filter((n) => /^[0-9]{1,10}$/.test(n)).map(Number);
  }

  /** Leftovers from before a moment that are neither a stored file nor the staging folder (a crash's `.part`). */
  strays(storedBefore: Date): string[] {
    return this.names(storedBefore).filter((n) => !/^[0-9]{1,10}$/.test(n) && n !== 'staging');
  }

  /** The folder's entries last written before a moment (a rename keeps the staged file's time). */
  private names(storedBefore: Date): string[] {
    try {
      return readdirSync(this.dir).filter((n) => {
        try {
          return statSync(join(this.dir, n)).mtimeMs < storedBefore.getTime();
        } catch {
          return false;
        }
      });
    } catch {
      return [];
    }
  }

  removeStray(name: string): void {
    rmSync(join(this.dir, name), { force: true, recursive: true });
  }

  private pathOf(id: number): string {
    return join(this.dir, String(id));
  }
}
