import { useContext, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useWarnAboutChange } from '@refinedev/core';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmTexts } from '../../platform/confirm';

/**
 * Leaving a changed form asks first (spec 01 §5: 'Unsaved data will be lost, do you wish to
 * continue?'). Replaces refine's UnsavedChangesNotifier, whose window.confirm can only say
 * OK / Cancel: here the question is an antd confirmation like every other one, with a 'Leave'
 * button. In-app navigation waits for the answer (the same push/go interception refine uses
 * with a BrowserRouter); closing or reloading the tab keeps the browser's own prompt.
 */
export function UnsavedChangesPrompt() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const asking = useRef(false);
  const message = t('warnWhenUnsavedChanges');

  // A new screen starts clean (as refine's notifier does).
  useEffect(() => () => setWarnWhen(false), [pathname, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [warnWhen, message]);

  useEffect(() => {
    if (!warnWhen) return;
    const history = navigator as typeof navigator & { go: (delta: number) => void };
    const { push, go } = history;
    const ask = (proceed: () => void) => {
      if (asking.current) return; // a second click while the question is open
      asking.current = true;
      modal.confirm({
        ...confirmTexts(t, t('confirm.leave'), '', message),
        title: t('confirm.leaveTitle'),
        okButtonProps: { 'data-testid': 'confirm-leave' },
        cancelButtonProps: { 'data-testid': 'confirm-stay' },
        onOk: () => {
          setWarnWhen(false);
          proceed();
        },
        afterClose: () => {
          asking.current = false;
        },
      });
    };
    history.push = (...args: Parameters<typeof push>) => ask(() => push(...args));
    history.go = (...args: Parameters<typeof go>) => ask(() => go(...args));
    return () => {
      history.push = push;
      history.go = go;
    };
  }, [navigator, warnWhen, message, modal, t, setWarnWhen]);

  return null;
}
