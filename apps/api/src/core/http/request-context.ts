import type { Request } from 'express';
import type { PermissionMap } from '@console/contracts';

/** The signed-in admin as the guards leave it on the request. */
export interface CurrentAdmin {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  timeZone: string;
  allPermission: boolean;
  permissionMap: PermissionMap;
  /** Every role of the user limits it to records assigned to it (sales); see engine/data-scope.ts. */
  assignedOnly: boolean;
  /** The product code `permissionMap`'s module names were resolved with (`Ezeeship-WMS`). */
  productCode: string;
  /** The sign-in (admin_session id) of this request's token; the user's cached entry has none. */
  sessionId?: string;
}

export type AuthedRequest = Request & { admin?: CurrentAdmin };
