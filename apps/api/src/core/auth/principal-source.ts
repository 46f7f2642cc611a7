import type { CurrentAdmin } from '../http/request-context';

/** What the core needs to know of a signed-in user to accept a token. */
export interface Principal {
  active: boolean;
  /** Bumped by a password change or reset: older tokens stop working. */
  tokenVersion: number;
  admin: CurrentAdmin;
}

/**
 * Where users and their permission maps come from. The core checks tokens but does not know
 * the access domain's tables: the app hands a source to `CoreModule.forConfig`, so arrows keep
 * pointing from modules to the core and never back.
 */
export abstract class PrincipalSource {
  /** The user with this id, or null when there is none. */
  abstract load(userId: number): Promise<Principal | null>;
}
