import { useSyncExternalStore } from 'react';

/**
 * The header's export popup: when it was last opened (0 = closed). A list's Export button and
 * an arriving export message open it from outside the header, hence a store, not local state;
 * opening again restarts its 5 s self-close.
 */
let openedAt = 0;
const listeners = new Set<() => void>();

function set(next: number): void {
  openedAt = next;
  listeners.forEach((l) => l());
}

export const exportPopup = {
  open: () => set(Date.now()),
  close: () => set(0),
};

export function useExportPopupOpenedAt(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => openedAt,
  );
}
