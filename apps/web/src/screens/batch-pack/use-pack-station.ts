import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../platform/exports/download';
import {
  EMPTY_STATION, STATION_URL, finishOrder, labelUrl, leaveStation, readScale, scanCode, undoLast, type Answer, type Said, type StationState,
} from './pack-station-api';
import { okLine, stepOf } from './station-model';
import { playOutcome, type Outcome } from './scan-feedback';

/** The station's line: what the last scan (or undo, or finish) did, in green or red. */
export interface StationLine {
  /** Counts answers, so the same text twice is still two answers (the flash and the flows see it). */
  seq: number;
  outcome: Outcome | 'idle';
  /** An i18n key of the station's own words, or the server's refusal in both languages. */
  text: { key: string; params?: Record<string, string | number> } | Said;
}

export type FocusTarget = 'scan' | 'weight';

/**
 * The pack station's work (02 §2 Batch and pack; 02 §8): the state the server keeps, read once on
 * opening (a closed browser resumes where it was) and then taken from every answer; the codes
 * scanned sent one after another in the order typed (a scanner can read the next code before the
 * last answer is back); each answer's line and sound; the weight read from the scale when the box
 * is ready; after a finish, the label opened and the tracking number told.
 */
export function usePackStation() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // gcTime 0: a station opened again asks the server rather than showing what it showed before
  const { query, result } = useCustom<StationState>({ url: STATION_URL, method: 'get', queryOptions: { gcTime: 0 } });
  const [state, setState] = useState<StationState | null>(null);
  const [line, setLine] = useState<StationLine>({ seq: 0, outcome: 'idle', text: { key: 'packStation.said.ready' } });
  const [weight, setWeight] = useState('');
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number }>({ target: 'scan', n: 0 });
  const [pending, setPending] = useState(0);
  /** The order finished last here, whose label F8 opens again. */
  const [lastPacked, setLastPacked] = useState<{ id: number; orderNo: string } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const stateRef = useRef<StationState>(EMPTY_STATION);

  const loaded = result.data as StationState | undefined;
  useEffect(() => {
    if (loaded) setState(loaded);
    else if (query.isError) setState(EMPTY_STATION);
  }, [loaded, query.isError]);
  const shown = state ?? EMPTY_STATION;
  stateRef.current = shown;

  /** The state to show; the queue's next answer compares with it before React has drawn it. */
  const keep = useCallback((next: StationState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const focusOn = useCallback((target: FocusTarget) => setFocus((f) => ({ target, n: f.n + 1 })), []);
  const say = useCallback((outcome: Outcome, text: StationLine['text']) => {
    playOutcome(outcome);
    setLine((l) => ({ seq: l.seq + 1, outcome, text }));
  }, []);

  /** Runs after the work queued before it; a failure (a lost sign-in) never stops the queue. */
  const enqueue = useCallback((work: () => Promise<void>) => {
    setPending((n) => n + 1);
    queue.current = queue.current.then(work).catch(() => undefined).finally(() => setPending((n) => n - 1));
  }, []);

  /** An answer that carries the state: kept, its line said; the box's weight asked when the box is newly ready. */
  const answered = useCallback(<T extends { state: StationState }>(answer: Answer<T>, ok: (data: T) => StationLine['text']) => {
    if (!answer.ok) {
      say('error', answer.said);
      return;
    }
    const before = stateRef.current;
    keep(answer.data.state);
    say('ok', ok(answer.data));
    const next = answer.data.state;
    const boxReady = stepOf(next) === 'weigh' && (stepOf(before) !== 'weigh' || before.current?.material?.id !== next.current?.material?.id);
    if (boxReady) setWeight('');
    focusOn(boxReady ? 'weight' : 'scan');
  }, [keep, say, focusOn]);

  const scan = useCallback((code: string) => enqueue(async () => {
    answered(await scanCode(code), (data) => okLine(data.event));
  }), [enqueue, answered]);

  const undo = useCallback(() => enqueue(async () => {
    answered(await undoLast(), (data) => ({ key: 'packStation.said.undone', params: data.undone }));
  }), [enqueue, answered]);

  /**
   * The scale's reading into the weight box: F4 puts it there whatever the box holds; read on its
   * own when the box is ready (`auto`), it fills only an empty box, so a weight the packer typed
   * while the reading was on its way is kept.
   */
  const weigh = useCallback((auto = false) => enqueue(async () => {
    const answer = await readScale();
    if (!answer.ok) {
      say('error', answer.said);
      return;
    }
    const reading = answer.data.weight;
    if (reading) setWeight((typed) => (auto && typed !== '' ? typed : reading));
    focusOn('weight');
  }), [enqueue, say, focusOn]);

  const finish = useCallback((typed: string) => enqueue(async () => {
    // after the scans queued before it: what is still missing before a finish makes sense
    const now = stateRef.current;
    const step = stepOf(now);
    if (step !== 'weigh') {
      if (step === 'packing') say('error', { key: 'packStation.said.unitsLeft', params: { left: now.current!.left, orderNo: now.current!.orderNo } });
      else say('error', { key: step === 'box' ? 'packStation.said.boxFirst' : 'packStation.said.nothingToFinish' });
      focusOn('scan');
      return;
    }
    const answer = await finishOrder(typed.trim());
    if (!answer.ok) {
      say('error', answer.said);
      focusOn('weight');
      return;
    }
    const { order, state: next } = answer.data;
    keep(next);
    setWeight('');
    const trackingNo = order.trackingNo ?? '-';
    say('ok', { key: 'packStation.said.finished', params: { orderNo: order.orderNo, trackingNo } });
    void message.success(t('packStation.labelToast', { orderNo: order.orderNo, trackingNo }));
    setLastPacked({ id: order.id, orderNo: order.orderNo });
    // The label opens as Print Label opens it (a refusal there is toasted by the download). The
    // key that finished still counts as the user's gesture for the new window while the answer
    // is quick; a browser that blocks it after a slow label leaves F8 to open it again.
    void downloadFile(labelUrl(order.id), `label-${order.orderNo}.pdf`).catch(() => undefined);
    focusOn('scan');
  }), [enqueue, keep, say, focusOn, message, t]);

  const printLabel = useCallback(() => {
    if (!lastPacked) {
      say('error', { key: 'packStation.said.noLabelYet' });
      return;
    }
    void downloadFile(labelUrl(lastPacked.id), `label-${lastPacked.orderNo}.pdf`).catch(() => undefined);
    focusOn('scan');
  }, [lastPacked, say, focusOn]);

  const leave = useCallback(() => enqueue(async () => {
    const answer = await leaveStation();
    if (!answer.ok) {
      say('error', answer.said);
      return;
    }
    keep(EMPTY_STATION);
    setWeight('');
    setLine((l) => ({ seq: l.seq + 1, outcome: 'idle', text: { key: 'packStation.said.ready' } }));
    focusOn('scan');
  }), [enqueue, keep, say, focusOn]);

  // the box ready (after a scan, or on a station resumed at that step): the scale fills the weight
  const step = stepOf(shown);
  const boxKey = step === 'weigh' ? `${shown.current?.orderId}:${shown.current?.material?.id}` : '';
  useEffect(() => {
    if (boxKey) weigh(true);
  }, [boxKey, weigh]);

  return {
    state: shown, loading: state === null, step, line, weight, setWeight, focus, focusOn, busy: pending > 0,
    scan, undo, weigh, finish, printLabel, leave,
  };
}

export type PackStation = ReturnType<typeof usePackStation>;
