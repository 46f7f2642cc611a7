import type { PageDef, ResourceDef } from '@console/metadata';
import { featureFlag } from './tech/feature-flag';
import { orgGroup } from './tech/org-group';
import { fbaAddress } from './settings/fba-address';
import { landingPageLead } from './wms/landing-page-lead';
import { coWarehouse } from './fulfillment/co-warehouse';
import { adminUser } from './settings/admin-user';
import { role } from './settings/role';
import { userManagement } from './settings/user-management';

/** Every generated resource. Add a file, list it here, write its migration: that is a new screen. */
export const RESOURCES: ResourceDef[] = [featureFlag, orgGroup, fbaAddress, landingPageLead, coWarehouse, adminUser, role];

/** Handwritten screens that are not one resource's table; each gets a menu entry, a route and a 404 gate. */
export const PAGES: PageDef[] = [userManagement];

export { featureFlag, orgGroup, fbaAddress, landingPageLead, coWarehouse, adminUser, role, userManagement };

export function findResource(name: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.name === name);
}
