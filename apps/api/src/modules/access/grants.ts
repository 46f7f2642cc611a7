import { PERMISSION_CATALOGUE, type ModuleKey, type RoleGrants } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';

/** A role's grants must name known modules and sub-roles with a level of 1 to 4. */
export function checkGrants(value: unknown): RoleGrants {
  const invalid = () => new AppException(400, 'invalidGrants');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  for (const [module, subs] of Object.entries(value)) {
    const entry = PERMISSION_CATALOGUE[module as ModuleKey];
    if (!entry || typeof subs !== 'object' || subs === null || Array.isArray(subs)) throw invalid();
    for (const [sub, level] of Object.entries(subs)) {
      if (!(sub in entry.subs) || ![1, 2, 3, 4].includes(level as number)) throw invalid();
    }
  }
  return value as RoleGrants;
}
