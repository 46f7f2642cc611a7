import type { MessageKey } from '@console/contracts';

/** What a client may be asked to do (01 §4): submit applications, create labels, sign in. */
export type ClientAct = 'submit' | 'createLabel' | 'signIn';
export const CLIENT_ACTS: readonly ClientAct[] = ['submit', 'createLabel', 'signIn'];

export interface ClientStanding {
  status: string;
  auditStatus: string;
  auditReason?: string | null;
}

/**
 * Why a client may not do `act`, or null when it may (01 §4, pure: the rules in one place).
 *  1. A frozen (deactivated) account does nothing: no sign-in for it or its users, no labels,
 *     no applications. An account never activated cannot sign in either, so does nothing.
 *  2. Signing in needs nothing more: a rejected or suspended client still signs in.
 *  3. A suspended client neither submits nor creates labels until approved again.
 *  4. Submitting inbound, outbound and return applications needs an approved audit; a rejected
 *     client is told the reason, a pending one that it is not approved yet.
 *  5. Creating labels does not wait for the audit (the warehouse audit is about applications).
 */
export function clientRefusal(client: ClientStanding, act: ClientAct): { key: MessageKey; reason?: string } | null {
  if (client.status === 'FROZEN') return { key: 'clientFrozen' };
  if (client.status !== 'ACTIVE') return { key: 'clientNotActivated' };
  if (act === 'signIn') return null;
  const reason = client.auditReason ?? '-';
  if (client.auditStatus === 'SUSPENDED') return { key: 'clientSuspended', reason };
  if (act === 'createLabel') return null;
  if (client.auditStatus === 'APPROVED') return null;
  if (client.auditStatus === 'REJECTED') return { key: 'clientRejected', reason };
  return { key: 'clientNotApproved' };
}
