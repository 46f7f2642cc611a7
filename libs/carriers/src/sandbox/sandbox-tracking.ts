import { say, type Bilingual } from '../messages';
import type { TrackingEvent } from '../adapter';
import { TRACKING_STATUS as S, type TrackingStatus } from '../tracking/tracking-status';
import type { SandboxLabel } from './sandbox-label';

const HOUR = 3_600_000;
/**
 * The sandbox's clock of a parcel, from the label's creation: picked up and in transit after
 * 24 h, delivered after 72 h (the exception test address stops in exception at 24 h instead).
 * A void answers void pending and is done 1 h later. Chosen to look like a ground parcel; a
 * test moves `now` to see each status.
 */
export const SANDBOX_TIMELINE = { inTransitAfter: 24 * HOUR, deliveredAfter: 72 * HOUR, voidedAfter: 1 * HOUR } as const;

/** The label's status at `now` and every step it took to get there, oldest first (02 §4 Tracking status). */
export function trackSandboxLabel(label: SandboxLabel, now: number): { status: TrackingStatus; events: TrackingEvent[] } {
  const events: TrackingEvent[] = [{ status: S.LABEL_CREATED, at: label.createdAt }];
  if (label.voidRequestedAt !== undefined) {
    events.push({ status: S.VOID_PENDING, at: label.voidRequestedAt });
    const voidedAt = label.voidRequestedAt + SANDBOX_TIMELINE.voidedAfter;
    if (now >= voidedAt) events.push({ status: S.VOIDED, at: voidedAt });
  } else {
    const pickedUp = label.createdAt + SANDBOX_TIMELINE.inTransitAfter;
    const delivered = label.createdAt + SANDBOX_TIMELINE.deliveredAfter;
    if (now >= pickedUp) events.push({ status: label.exception ? S.EXCEPTION : S.IN_TRANSIT, at: pickedUp });
    if (now >= delivered && !label.exception) events.push({ status: S.DELIVERED, at: delivered });
  }
  const shown = events.filter((e) => e.at <= now);
  return { status: shown[shown.length - 1]?.status ?? S.LABEL_CREATED, events: shown };
}

export type VoidOutcome = { ok: true; label: SandboxLabel; status: TrackingStatus } | { ok: false; message: Bilingual };

/**
 * Asks to void a label at `now`: void pending, then voided (trackSandboxLabel). Only a label
 * the carrier has not scanned yet (label created) can be voided; voiding twice answers the
 * first request's status, so a retried call is harmless.
 */
export function voidSandboxLabel(label: SandboxLabel, now: number): VoidOutcome {
  const { status } = trackSandboxLabel(label, now);
  if (label.voidRequestedAt !== undefined) return { ok: true, label, status };
  if (status !== S.LABEL_CREATED) return { ok: false, message: say('labelNotVoidable') };
  return { ok: true, label: { ...label, voidRequestedAt: now }, status: S.VOID_PENDING };
}
