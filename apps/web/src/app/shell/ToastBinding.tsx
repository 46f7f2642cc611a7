import { useEffect } from 'react';
import { App } from 'antd';
import { bindToast } from '../../platform/toast';

/**
 * Hands antd's themed message instance to the data layer. Lives in the shell (inside <App>):
 * antd's App brings Modal and notification along, which /login does not need to download.
 */
export function ToastBinding() {
  const { message } = App.useApp();
  // The cleanup hands back to the static API when the shell goes (sign-out, session end).
  useEffect(() => bindToast(message), [message]);
  return null;
}
