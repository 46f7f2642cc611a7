import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@console/contracts';

/** A screen's code that did not arrive (network, new deploy, time-out): reloading is the remedy. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Rejects with ChunkLoadError when the import fails or takes longer than 120 s (spec 01 §8-9). */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

/**
 * React.lazy with the time-out and error naming above; every screen is loaded through it.
 * `any` props: the helper serves screens and widgets of every prop shape.
 */
export function lazyScreen<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(() => loadWithTimeout(load));
}
