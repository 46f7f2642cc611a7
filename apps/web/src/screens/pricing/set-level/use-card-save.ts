import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@console/contracts';
import { rowsToCard } from './grid-model';
import { gridProblems } from './grid-problems';
import { saveLevelCard, type LevelCardRecord } from './set-level-api';
import type { CardEditor } from './use-card-editor';

export interface CardTarget {
  pricingLevelId: number;
  carrierServiceId: number;
  packageType: string;
  addressType: number;
}

export interface CardSave {
  saving: boolean;
  /** A save was tried on this card: its problems show even on cells not typed yet. */
  attempted: boolean;
  /** The server's refusals of the last save, by field. */
  serverErrors: Array<{ field: string; message: string }>;
  /** The expired-page text of a version conflict. */
  conflict: string | null;
  /** The minimum charge's own problem, as typed (or as the server said). */
  minimumError: (shown: boolean) => string | undefined;
  save: () => Promise<void>;
  /** Forgets the last save's outcome (another card is shown). */
  reset: () => void;
}

const MONEY = /^[0-9]{1,11}(\.[0-9]{1,4})?$/;

/**
 * Saving the grid: the rules checked here first (the first wrong cell gets the focus), then the
 * card created or updated with the version it was read at; the server's refusals come back to
 * the grid and a stale version to the expired-page message.
 */
export function useCardSave(target: CardTarget | undefined, record: LevelCardRecord | undefined, editor: CardEditor, onSaved: (record: LevelCardRecord) => void, onInvalid: (cell: string | undefined) => void): CardSave {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<CardSave['serverErrors']>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const minimumLabel = t('level-price-card.fields.minimumCharge');

  const minimumError = useCallback((shown: boolean) => {
    const server = serverErrors.find((e) => e.field === 'minimumCharge')?.message;
    if (server) return server;
    if (!shown) return undefined;
    const value = editor.minimumCharge.trim();
    if (value === '') return t('messages.required', { field: minimumLabel });
    return MONEY.test(value) ? undefined : t('messages.moneyInvalid', { field: minimumLabel });
  }, [serverErrors, editor.minimumCharge, minimumLabel, t]);

  const reset = useCallback(() => {
    setAttempted(false);
    setServerErrors([]);
    setConflict(null);
  }, []);

  const save = async () => {
    if (!target || saving) return;
    setAttempted(true);
    setServerErrors([]);
    const problems = gridProblems(editor.rows);
    const minimum = editor.minimumCharge.trim();
    if (problems.all.length || minimum === '' || !MONEY.test(minimum)) {
      message.error(t('setLevel.refused'));
      onInvalid(problems.cells.keys().next().value);
      return;
    }
    setSaving(true);
    try {
      const outcome = await saveLevelCard(record, { ...target, minimumCharge: minimum, rows: rowsToCard(editor.rows), effectiveFrom: editor.effectiveFrom }, i18n.language);
      if (outcome.kind === 'saved') {
        reset();
        message.success(t('setLevel.saved', { date: formatDate(editor.effectiveFrom) }));
        onSaved(outcome.record);
      } else if (outcome.kind === 'conflict') {
        setConflict(outcome.message);
      } else {
        setServerErrors(outcome.errors);
        message.error(t('setLevel.refused'));
      }
    } catch {
      // shown by the HTTP layer (sign-in again, no right, server error)
    } finally {
      setSaving(false);
    }
  };

  return { saving, attempted, serverErrors, conflict, minimumError, save, reset };
}
