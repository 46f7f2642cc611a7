import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * One place that shows API errors and successes. The data layer runs outside React, so it
 * cannot call `App.useApp()`; the shell binds the themed instance here once it is mounted and
 * the static API serves before that (the login screen, the first check of the session).
 */
let api: Pick<MessageInstance, 'error' | 'success' | 'warning'> = staticMessage;

/**
 * Binds the instance until the returned function is called (the shell unmounting, e.g. on a
 * sign-out): then the static API serves again, so /login still shows its errors.
 */
export function bindToast(instance: Pick<MessageInstance, 'error' | 'success' | 'warning'>): () => void {
  api = instance;
  return () => {
    if (api === instance) api = staticMessage;
  };
}

export function toastError(text: string): void {
  // A key per text: the same failure from three parallel calls shows once.
  void api.error({ content: text, key: `err:${text}` });
}

export function toastSuccess(text: string): void {
  void api.success({ content: text });
}

/** What a saved write says the user must know (a label replacement that failed): shown longer than a success. */
export function toastWarning(text: string): void {
  void api.warning({ content: text, duration: 8 });
}
