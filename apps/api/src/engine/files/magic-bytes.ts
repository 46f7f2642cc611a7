import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What a file's first bytes say it is, read by the `file-type` package (its `ext`: 'pdf', 'png',
 * 'cfb' for old Office files, 'xlsx'...), or undefined when they match no known type.
 *
 * file-type is published as ES modules only. It is loaded in a worker thread: there `import()`
 * is Node's own, the same in the server and under Jest (whose module sandbox cannot load ES
 * modules without an experimental flag). The worker is started on first use and kept; it does
 * not hold the process open.
 */
// Resolved here, from the API's own files: a bare specifier in an eval'd worker is resolved from
// the process's working directory, and an API started from elsewhere would not find the package.
const workerSource = () => WORKER_SOURCE.replace('FILE_TYPE_URL', JSON.stringify(fileTypeUrl()));

/**
 * file-type's entry for Node (its exports' node/import: index.js), found in the node_modules
 * above this file as Node would walk them. Not require.resolve: under Jest that is Jest's
 * resolver, which does not take an ES-module-only package. The bare name is the last resort.
 */
function fileTypeUrl(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const entry = join(dir, 'node_modules', 'file-type', 'index.js');
    if (existsSync(entry)) return pathToFileURL(entry).href;
    if (dirname(dir) === dir) return 'file-type';
  }
}
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const loading = import(FILE_TYPE_URL);
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const { fileTypeFromBuffer } = await loading;
    const found = await fileTypeFromBuffer(bytes);
    parentPort.postMessage({ id, ext: found ? found.ext : null });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (ext: string | undefined) => void; reject: (e: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(workerSource(), { eval: true });
  w.on('message', (m: { id: number; ext?: string | null; error?: string }) => {
    const pending = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) pending?.reject(new Error(m.error));
    else pending?.resolve(m.ext ?? undefined);
  });
  w.on('error', (error) => {
    for (const p of waiting.values()) p.reject(error);
    waiting.clear();
    worker = undefined;
  });
  w.on('exit', () => { worker = undefined; });
  // After the listeners: adding a 'message' listener refs the worker's port again, and a ref'd
  // worker keeps the process (and Jest) from ever exiting.
  w.unref();
  worker = w;
  return w;
}

export function sniffType(bytes: Buffer): Promise<string | undefined> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // A copy: the request's buffer stays usable for writing the file.
    started().postMessage({ id, bytes: new Uint8Array(bytes) });
  });
}

/** Ends the worker (at shutdown; the next sniff starts a new one). */
export async function stopSniffer(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await w.terminate();
}
