import type { TFunction } from 'i18next';

/** What a confirmation reads: its title, question and two buttons. */
export interface ConfirmTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * One shape for every confirmation of the app (row actions, Delete, export delete, leaving a
 * changed form): the title names the action and what it acts on ('Deactivate: bob'), the
 * question explains it, and the OK button says what it does ('Deactivate'), never a bare
 * 'OK' or 'Are you sure?', so a user reading only the button still knows what happens; the
 * other button never reads as the action (an order's Cancel is dismissed with Close).
 */
export function confirmTexts(t: TFunction, action: string, target: string, question: string): ConfirmTexts {
  const cancel = t('buttons.cancel');
  return {
    title: target ? t('confirm.title', { action, target }) : action,
    content: question,
    okText: action,
    // an action that is itself called Cancel (an order's) would face a second Cancel: that one says Close
    cancelText: action === cancel ? t('buttons.close') : cancel,
  };
}
