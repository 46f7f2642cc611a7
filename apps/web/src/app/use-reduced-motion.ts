import { useSyncExternalStore } from 'react';

/**
 * Whether the user asked the system for less motion (`prefers-reduced-motion: reduce`). The
 * console then turns antd's motion off (dialogs, menus and toasts appear at once), as WCAG 2.3.3
 * advises. The browser flows ask for it too (apps/web-e2e/lib/browser.ts): a click aimed at a
 * dialog still zooming in could land beside its button on a busy machine.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(QUERY).matches ?? false, () => false);
}
