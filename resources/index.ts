import type { ResourceDef } from '@console/metadata';
import { featureFlag } from './tech/feature-flag';
import { orgGroup } from './tech/org-group';
import { fbaAddress } from './settings/fba-address';
import { landingPageLead } from './wms/landing-page-lead';
import { coWarehouse } from './fulfillment/co-warehouse';
import { adminUser } from './settings/admin-user';
import { role } from './settings/role';

/** Every generated resource. Add a file, list it here, write its migration: that is a new screen. */
export const RESOURCES: ResourceDef[] = [featureFlag, orgGroup, fbaAddress, landingPageLead, coWarehouse, adminUser, role];

export { featureFlag, orgGroup, fbaAddress, landingPageLead, coWarehouse, adminUser, role };

export function findResource(name: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.name === name);
}
