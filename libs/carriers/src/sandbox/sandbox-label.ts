import type { Carrier } from '../carriers';
import { say, type Bilingual, type CarrierProblem } from '../messages';
import type { LabelRequest } from '../adapter';
import { checkPackage } from '../parcel/check-package';
import { checkPackageCount } from '../parcel/package-count';
import { trackingNumber } from '../tracking/tracking-numbers';
import { TRACKING_STATUS, type TrackingStatus } from '../tracking/tracking-status';

/**
 * A sandbox label: what the sandbox carrier remembers of one, a plain value the orders domain
 * stores. Every change is a new value (createSandboxLabel, requestVoid in sandbox-void.ts).
 */
export interface SandboxLabel {
  carrier: Carrier;
  service: string;
  trackingNumber: string;
  createdAt: number;
  /** Set by a void: the label moves to void pending, then voided. */
  voidRequestedAt?: number;
  /** The recipient was the exception test address: the parcel stops in exception. */
  exception: boolean;
}

/** Test addresses: a recipient street line of FAIL LABEL is refused ('Generate Label Failed'); EXCEPTION ends in exception 5. */
export const SANDBOX_FAIL_LABEL_STREET = 'FAIL LABEL';
export const SANDBOX_EXCEPTION_STREET = 'EXCEPTION';

export type LabelOutcome = { ok: true; label: SandboxLabel; status: TrackingStatus } | { ok: false; message: Bilingual; problems?: CarrierProblem[] };

/**
 * Creates a label at `now` with the `sequence`-th tracking number of the carrier's format.
 * Refused with 'Generate Label Failed' (02 §8) when the recipient is the FAIL LABEL test address
 * or a package breaks the carrier's limits (the problems say which), and with 'Please fill in
 * the package information before creating the label' when there is no package.
 */
export function createSandboxLabel(request: LabelRequest, sequence: number, now: number): LabelOutcome {
  const line = request.carrier === 'FEDEX' && /SMART_?POST|GROUND_ECONOMY/i.test(request.service) ? 'FEDEX_SMARTPOST' : request.carrier;
  const countProblems = checkPackageCount(request.packages.length, line);
  if (request.packages.length === 0) return { ok: false, message: say('packagesRequired'), problems: countProblems };
  const problems = [
    ...countProblems,
    ...request.packages.flatMap((pkg, i) => checkPackage(pkg, line).map((p) => ({ ...p, field: `packages[${i}].${p.field}` }))),
  ];
  if (problems.length || streets(request).includes(SANDBOX_FAIL_LABEL_STREET)) {
    return { ok: false, message: say('generateLabelFailed'), ...(problems.length ? { problems } : {}) };
  }
  const label: SandboxLabel = {
    carrier: request.carrier, service: request.service, createdAt: now,
    trackingNumber: trackingNumber(request.carrier, { sequence }),
    exception: streets(request).includes(SANDBOX_EXCEPTION_STREET),
  };
  return { ok: true, label, status: TRACKING_STATUS.LABEL_CREATED };
}

function streets(request: LabelRequest): string[] {
  return [request.shipTo.addressLine1, request.shipTo.addressLine2 ?? ''].map((s) => s.trim().toUpperCase());
}
