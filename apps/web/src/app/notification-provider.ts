import type { NotificationProvider } from '@refinedev/core';
import { toastSuccess } from '../platform/toast';

/**
 * refine's notifications as toasts. Errors are skipped on purpose: the data layer has already
 * shown the server's own text for every failed call (spec 01 §8), and refine's generic
 * "Error (status code: 400)" on top of it would say the same thing twice.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ message, type }) => {
    if (type === 'success') toastSuccess(message);
  },
  close: () => undefined,
};
