import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageDef, ResourceDef } from '@console/metadata';
import { lazyScreen } from '../app/lazy';
import type { ResourceScreenProps, ScreenAction } from './types';

type Screen = LazyExoticComponent<ComponentType<ResourceScreenProps>>;

/**
 * Handwritten screens a resource names in `screens` (e.g. `screens: { list: 'pricing/level-zone-grid' }`),
 * each a lazy import so it is its own chunk:
 *   'pricing/level-zone-grid': lazyScreen(() => import('../screens/pricing/LevelZoneGrid')),
 * Empty until the first complex screen exists.
 */
export const CUSTOM_SCREENS: Record<string, Screen> = {};

/** The generated screens, written once for all resources; each its own chunk. */
export const GENERATED_SCREENS: Record<ScreenAction, Screen> = {
  list: lazyScreen(() => import('./list/ResourceList')),
  create: lazyScreen(() => import('./form/ResourceCreate')),
  edit: lazyScreen(() => import('./form/ResourceEdit')),
  show: lazyScreen(() => import('./show/ResourceShow')),
};

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
};
