import { ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { ActionName, PermissionRef } from '@console/contracts';
import type { AuthedRequest, CurrentAdmin } from '../http/request-context';

/**
 * Every route states who may call it; the guards deny a route that states nothing.
 *  - @Public(): no sign-in (sign-in itself, health).
 *  - @SelfOnly(): any signed-in admin, acting on their own data (afterLogin, logout).
 *  - @RequirePermission(ref, action): the module/sub-role at the level the action needs.
 */
export const ACCESS_KEY = 'console:access';
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'self' }
  | { kind: 'permission'; ref: PermissionRef; action: ActionName }
  | { kind: 'any-view'; refs: PermissionRef[] };

export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);
export const SelfOnly = () => SetMetadata(ACCESS_KEY, { kind: 'self' } satisfies AccessRule);
export const RequirePermission = (ref: PermissionRef, action: ActionName) =>
  SetMetadata(ACCESS_KEY, { kind: 'permission', ref, action } satisfies AccessRule);

export const Admin = createParamDecorator((_data: unknown, ctx: ExecutionContext): CurrentAdmin => {
  return ctx.switchToHttp().getRequest<AuthedRequest>().admin!;
});
