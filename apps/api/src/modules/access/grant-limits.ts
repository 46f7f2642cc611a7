import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { buildPermissionMap, type PermissionMap } from '@console/contracts';
import { AppException } from '../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../core/http/request-context';
import { AdminUserRoleEntity, RoleEntity } from './access.entities';

/**
 * "No one may grant what they do not hold": the one place that decides whether an admin who is
 * not a super-administrator may write a role's grants, give roles, or manage another user.
 * Used by the role and admin-user hooks and by user-management's role assignment.
 */

/** What a role gives: its grants and whether it sees all records or only assigned ones. */
interface GrantSet {
  grants: unknown;
  dataScope?: unknown;
}

/** True when `wanted` has a (module, sub-role) above every one of `allowed`. */
function exceeds(wanted: PermissionMap, allowed: PermissionMap[]): boolean {
  const levelIn = (map: PermissionMap, name: string, sub: string) =>
    Object.hasOwn(map, name) && Object.hasOwn(map[name].subs, sub) ? map[name].subs[sub].level : 0;
  return Object.entries(wanted).some(([name, mod]) =>
    Object.entries(mod.subs).some(([sub, { level }]) => allowed.every((map) => level > levelIn(map, name, sub))),
  );
}

/** A role without 'ASSIGNED' sees every record: more than an assigned-only admin holds. */
const seesAll = (set: GrantSet) => set.dataScope !== 'ASSIGNED';

/**
 * Refuses (403) grants above the actor's own levels. `already` is what the role gave before an
 * edit: keeping a level someone else granted is not granting it.
 */
export function assertMayGrant(actor: CurrentAdmin, written: GrantSet[], productCode: string, already?: GrantSet): void {
  if (actor.allPermission) return;
  const allowed = [actor.permissionMap, ...(already ? [buildPermissionMap([already.grants], productCode)] : [])];
  const tooMuch = exceeds(buildPermissionMap(written.map((w) => w.grants), productCode), allowed)
    || (actor.assignedOnly && written.some(seesAll) && !(already && seesAll(already)));
  if (tooMuch) throw new AppException(403, 'cannotGrantMore');
}

/**
 * Refuses (403) changing, resetting, (de)activating or re-roling a super-administrator unless
 * the actor is one, and any user who holds more than the actor (resetting their password would
 * hand the actor those permissions).
 */
export async function assertMayManage(
  em: EntityManager, actor: CurrentAdmin, target: { id: number; isSuperAdmin: boolean }, productCode: string,
): Promise<void> {
  if (actor.allPermission) return;
  if (target.isSuperAdmin) throw new AppException(403, 'superAdminOnly');
  const links = await em.getRepository(AdminUserRoleEntity).findBy({ adminUserId: target.id });
  if (!links.length) return;
  const roles = await em.getRepository(RoleEntity).findBy({ id: In(links.map((l) => l.roleId)) });
  const holdsMore = exceeds(buildPermissionMap(roles.map((r) => r.grants), productCode), [actor.permissionMap])
    || (actor.assignedOnly && roles.some(seesAll));
  if (holdsMore) throw new AppException(403, 'cannotManageHigher');
}
