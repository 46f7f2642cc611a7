import type { DomainIndex, PageDef, ResourceDef } from '@console/metadata';
import tech from './tech';
import access from './access';
import messaging from './messaging';
import clients from './clients';
import reference from './reference';
import pricing from './pricing';
import finance from './finance';
import support from './support';
import inventory from './inventory';
import orders from './orders';
import billing from './billing';
import batchPack from './batch-pack';

/*
 * The catalogue: every domain folder's index, concatenated. A resource is added in its domain
 * folder (definition + index line, `npm run new:resource -- <domain>/<name>` writes both); only a
 * new domain adds a line here (the generator writes it too). A folder is a business domain; the
 * menu group a resource shows under is its `menu.group`, not its folder. The order of DOMAINS is
 * the order of the dashboard and the tests.
 */
const DOMAINS: DomainIndex[] = [tech, access, messaging, clients, reference, pricing, finance, support, inventory, orders, billing, batchPack];

/** Every generated resource. */
export const RESOURCES: ResourceDef[] = DOMAINS.flatMap((d) => d.resources);

/** Handwritten screens that are not one resource's table; each gets a menu entry, a route and a 404 gate. */
export const PAGES: PageDef[] = DOMAINS.flatMap((d) => d.pages);

export * from './tech';
export * from './access';
export * from './messaging';
export * from './clients';
export * from './reference';
export * from './pricing';
export * from './finance';
export * from './support';
export * from './inventory';
export * from './orders';
export * from './billing';
export * from './batch-pack';

export function findResource(name: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.name === name);
}
