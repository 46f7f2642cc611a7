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
 * 'OK' or 'Are you sure?', so a user reading only the button still knows what happens.
 */
export function confirmTexts(t: TFunction, action: string, target: string, question: string): ConfirmTexts {
  return {
    title: target ? t('confirm.title', { action, target }) : action,
    content: question,
    okText: action,
    cancelText: t('buttons.cancel'),
  };
}
