import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { existsSync } from 'node:fs';
import type { DomainIndex, PageDef, ResourceDef } from '@console/metadata';
import { MIGRATIONS, orderMigrations } from '@console/migrations';
import { PAGES, RESOURCES } from '@console/resources';
import type { NamedHooks } from './engine/hooks';

/**
 * A resource folder loaded at start-up next to the built catalogue: its index's default export
 * `{ resources, pages }` (as a domain folder of resources/ has) and its migrations, the files
 * named `<13-digit timestamp>-<name>.ts` (as TypeORM names them), and its hooks, the default export
 * of its `hooks` file when it has one (apart from the index, which the web app imports too). The tests (the harness's
 * TEST_EXTRA_RESOURCES) and the browser runner (EXTRA_RESOURCES_DIR, TypeScript loaded by tsx)
 * prove with it that a resource added as a folder needs no other edit. Production builds its
 * resources in.
 */
interface ResourceFolder {
  resources: ResourceDef[];
  pages: PageDef[];
  migrations: Array<new () => MigrationInterface>;
  hooks: NamedHooks[];
}

const MIGRATION_FILE = /^\d{13}-[a-z0-9-]+\.(ts|js)$/;

export function loadResourceFolder(dir: string): ResourceFolder {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const index = (require(resolve(dir)) as { default?: Partial<DomainIndex> }).default;
  if (!index?.resources) throw new Error(`${dir}: its index must default-export { resources, pages }`);
  const migrations = readdirSync(dir).filter((f) => MIGRATION_FILE.test(f)).sort()
    .flatMap((f) => Object.values(require(join(resolve(dir), f)) as Record<string, unknown>))
    .filter((m): m is new () => MigrationInterface => typeof m === 'function' && typeof (m.prototype as MigrationInterface).up === 'function');
  const hooksFile = ['hooks.ts', 'hooks.js'].map((f) => join(resolve(dir), f)).find((f) => existsSync(f));
  const hooks = hooksFile ? ((require(hooksFile) as { default?: NamedHooks[] }).default ?? []) : [];
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { resources: index.resources, pages: index.pages ?? [], migrations, hooks };
}

/** The built catalogue and migrations plus a folder's (none when `dir` is unset). */
export function catalogueWith(dir: string | undefined): { resources: ResourceDef[]; pages: PageDef[]; migrations: ResourceFolder['migrations']; hooks: NamedHooks[] } {
  const extra = dir ? loadResourceFolder(dir) : { resources: [], pages: [], migrations: [], hooks: [] };
  return {
    resources: [...RESOURCES, ...extra.resources],
    pages: [...PAGES, ...extra.pages],
    migrations: orderMigrations<new () => MigrationInterface>([MIGRATIONS, extra.migrations]),
    hooks: extra.hooks,
  };
}
