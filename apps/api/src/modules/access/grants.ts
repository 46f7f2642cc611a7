import { PERMISSION_CATALOGUE, isModuleKey, isPermissionLevel, type RoleGrants } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A role's grants must name known modules and sub-roles with a level of 1 to 4. Keys are
 * checked as own properties of the catalogue: `toString`, `constructor` or `__proto__` (kept as
 * an own key by JSON.parse) must not pass for a module because Object.prototype has them.
 */
export function checkGrants(value: unknown): RoleGrants {
  const invalid = () => new AppException(400, 'invalidGrants');
  if (!isPlainObject(value)) throw invalid();
  for (const [module, subs] of Object.entries(value)) {
    if (!isModuleKey(module) || !isPlainObject(subs)) throw invalid();
    const known = PERMISSION_CATALOGUE[module].subs;
    for (const [sub, level] of Object.entries(subs)) {
      if (!Object.hasOwn(known, sub) || !isPermissionLevel(level)) throw invalid();
    }
  }
  return value as RoleGrants;
}
