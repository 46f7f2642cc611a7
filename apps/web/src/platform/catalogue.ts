import { useSyncExternalStore } from 'react';
import type { PageDef, ResourceDef } from '@console/metadata';

/**
 * The resource catalogue (every definition of resources/) as the running app knows it. It is
 * registered by the shell chunk (app/shell/catalogue-loader.ts), not imported by the entry:
 * /login needs no resource and must not grow with every resource added.
 * Until it is registered, access checks on resources answer "no" (see access-control.ts).
 */
let catalogue: readonly ResourceDef[] | null = null;
let pages: readonly PageDef[] = [];
const listeners = new Set<() => void>();

export function registerCatalogue(defs: readonly ResourceDef[], pageDefs: readonly PageDef[] = []): void {
  catalogue = defs;
  pages = pageDefs;
  listeners.forEach((l) => l());
}

/** A handwritten page (resources' PAGES) by its route name. */
export function findPage(name: string): PageDef | undefined {
  return pages.find((p) => p.name === name);
}

export function getCatalogue(): readonly ResourceDef[] | null {
  return catalogue;
}

export function findDef(name: string): ResourceDef | undefined {
  return catalogue?.find((r) => r.name === name);
}

export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCatalogue(): readonly ResourceDef[] | null {
  return useSyncExternalStore(onCatalogueChange, getCatalogue);
}
