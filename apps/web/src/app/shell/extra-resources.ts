import type { DomainIndex } from '@console/metadata';

/**
 * Resources of a folder outside resources/, added to the catalogue at build time: none here.
 * `EXTRA_RESOURCES_DIR=<folder> vite build` points `@console/extra-resources` at that folder's
 * index instead (vite.config.ts), which is how the browser flows prove a resource added as a
 * folder needs no other edit (apps/web-e2e/run.mjs, E2E_EXTRA_RESOURCES).
 */
export default { resources: [], pages: [] } satisfies DomainIndex as DomainIndex;
