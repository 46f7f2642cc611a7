import type { Carrier } from '../carriers';
import { say } from '../messages';
import type { CarrierAdapter } from '../adapter';
import { createSandboxLabel, type SandboxLabel } from './sandbox-label';
import { trackSandboxLabel, voidSandboxLabel } from './sandbox-tracking';

/**
 * Where the sandbox keeps its labels, its clock and its counter: the caller's (a table and the
 * number sequence in the API; a Map and a fixed time in a test). The core stays pure: every
 * decision is made by createSandboxLabel, trackSandboxLabel and voidSandboxLabel.
 */
export interface SandboxDeps {
  now(): number;
  nextSequence(carrier: Carrier): Promise<number>;
  load(trackingNumber: string): Promise<SandboxLabel | undefined>;
  save(label: SandboxLabel): Promise<void>;
}

/** A CarrierAdapter answering like the carrier without calling it. It quotes no rate: the console's rate cards do (libs/pricing). */
export function sandboxAdapter(carrier: Carrier, deps: SandboxDeps): CarrierAdapter {
  const notFound = { ok: false as const, message: say('trackingNotFound') };
  return {
    carrier,
    rate: async () => ({ ok: false, message: say('rateUnavailable') }),
    async createLabel(request) {
      const outcome = createSandboxLabel({ ...request, carrier }, await deps.nextSequence(carrier), deps.now());
      if (!outcome.ok) return outcome;
      await deps.save(outcome.label);
      return { ok: true, trackingNumber: outcome.label.trackingNumber, status: outcome.status, createdAt: outcome.label.createdAt };
    },
    async void(trackingNumber) {
      const label = await deps.load(trackingNumber);
      if (!label) return notFound;
      const outcome = voidSandboxLabel(label, deps.now());
      if (!outcome.ok) return outcome;
      await deps.save(outcome.label);
      return { ok: true, status: outcome.status };
    },
    async track(trackingNumber) {
      const label = await deps.load(trackingNumber);
      if (!label) return notFound;
      return { ok: true, trackingNumber, ...trackSandboxLabel(label, deps.now()) };
    },
  };
}
