import type { ComponentType, LazyExoticComponent } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { ResourceDef } from '@console/metadata';
import { lazyScreen } from '../../../platform/lazy';

/** What a show addon receives: the definition and the record shown. */
export interface ShowAddonProps {
  def: ResourceDef;
  record: BaseRecord;
}

/**
 * Named helpers in a show page's header (`showAddon` of a definition), beside its buttons, or
 * the page's main column (`showPanel`: a ticket's conversation). Each is a lazy chunk: only pages
 * that use one download it.
 */
export const SHOW_ADDONS: Record<string, LazyExoticComponent<ComponentType<ShowAddonProps>>> = {
  'rate-card-sheet': lazyScreen(() => import('./RateCardSheet')),
  'fee-lines': lazyScreen(() => import('./FeeLines')),
  'ticket-conversation': lazyScreen(() => import('./TicketConversation')),
};
