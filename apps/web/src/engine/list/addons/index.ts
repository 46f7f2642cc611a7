import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceDef } from '@console/metadata';
import { lazyScreen } from '../../../platform/lazy';

export interface ListAddonProps {
  def: ResourceDef;
}

/**
 * Named helpers shown above a list's filters (`listAddon` of a definition). Each is a lazy
 * chunk: only lists that use one download it.
 */
export const LIST_ADDONS: Record<string, LazyExoticComponent<ComponentType<ListAddonProps>>> = {
  'ledger-drift': lazyScreen(() => import('./LedgerDriftBanner')),
};
