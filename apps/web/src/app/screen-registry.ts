import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageDef, ResourceDef } from '@console/metadata';
import { lazyScreen } from '../platform/lazy';
import type { ResourceScreenProps, ScreenAction } from '../engine/types';
import { GENERATED_SCREENS } from '../engine/generated-screens';

type Screen = LazyExoticComponent<ComponentType<ResourceScreenProps>>;

/**
 * The app's registry of screens: the engine generates the plain ones, and handwritten screens
 * (under `screens/`) are registered here by name, so the engine never imports a screen.
 *
 * Handwritten screens a resource names in `screens` (e.g. `screens: { list: 'pricing/level-zone-grid' }`),
 * each a lazy import so it is its own chunk:
 *   'pricing/level-zone-grid': lazyScreen(() => import('../screens/pricing/LevelZoneGrid')),
 * Empty until the first complex screen exists.
 */
export const CUSTOM_SCREENS: Record<string, Screen> = {};

/** The custom screen the resource names for this action when registered, else the generated one. */
export function screenFor(def: ResourceDef, action: ScreenAction, custom: Record<string, Screen> = CUSTOM_SCREENS): Screen {
  const name = def.screens?.[action];
  if (name && custom[name]) return custom[name];
  if (name) console.warn(`Screen "${name}" of ${def.name} is not registered; using the generated ${action} screen.`);
  return GENERATED_SCREENS[action];
}

type PageScreenComponent = LazyExoticComponent<ComponentType<{ page: PageDef }>>;

/** Handwritten pages (resources' PAGES) by their `screen` key; each a lazy chunk. */
export const PAGE_SCREENS: Record<string, PageScreenComponent> = {
  'access/user-management': lazyScreen(() => import('../screens/access/UserManagementPage')),
  'pricing/shipping-fee': lazyScreen(() => import('../screens/pricing/shipping-fee/ShippingFeePage')),
  'pricing/set-level': lazyScreen(() => import('../screens/pricing/set-level/SetLevelPage')),
  'orders/order-summary': lazyScreen(() => import('../screens/orders/summary/OrderSummaryPage')),
  'batch-pack/pack-station': lazyScreen(() => import('../screens/batch-pack/PackStationPage')),
};

/** What a route shows to a user who may not see it, or for an unknown screen (spec 01 §6). */
export const NOT_FOUND_SCREEN = lazyScreen(() => import('../engine/page/NotFoundPage'));
