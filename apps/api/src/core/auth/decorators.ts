import { ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { ActionName, PermissionRef } from '@console/contracts';
import type { AuthedRequest, CurrentAdmin } from '../http/request-context';

/**
 * Every route states who may call it; the guards deny a route that states nothing.
 *  - @Public(): no sign-in (sign-in itself, health).
 *  - @SelfOnly(): any signed-in admin, acting on their own data (afterLogin, logout).
 *  - @RequirePermission(ref, action): the module/sub-role at the level the action needs; given
 *    several refs (a partitioned resource's sub-roles), any one of them at that level.
 *  - @RequireAnyOf(grants): any one of several (ref, action) pairs; a relation's lookup is open to
 *    who may create or edit the resource holding it, or view its target (lookupGrants of metadata).
 */
export const ACCESS_KEY = 'console:access';
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'self' }
  | { kind: 'permission'; ref: PermissionRef; action: ActionName }
  | { kind: 'any-permission'; refs: PermissionRef[]; action: ActionName }
  | { kind: 'any-view'; refs: PermissionRef[] }
  | { kind: 'any-of'; grants: Array<{ ref: PermissionRef; action: ActionName }> };

export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);
export const SelfOnly = () => SetMetadata(ACCESS_KEY, { kind: 'self' } satisfies AccessRule);
export const RequirePermission = (ref: PermissionRef | PermissionRef[], action: ActionName) =>
  SetMetadata(ACCESS_KEY, (Array.isArray(ref) ? { kind: 'any-permission', refs: ref, action } : { kind: 'permission', ref, action }) satisfies AccessRule);

export const RequireAnyOf = (grants: Array<{ ref: PermissionRef; action: ActionName }>) =>
  SetMetadata(ACCESS_KEY, { kind: 'any-of', grants } satisfies AccessRule);

export const Admin = createParamDecorator((_data: unknown, ctx: ExecutionContext): CurrentAdmin => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().admin!;
});
