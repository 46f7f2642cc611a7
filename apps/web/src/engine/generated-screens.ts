import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../platform/lazy';
import type { ResourceScreenProps, ScreenAction } from './types';

type Screen = LazyExoticComponent<ComponentType<ResourceScreenProps>>;

/** The generated screens, written once for all resources; each its own chunk. */
export const GENERATED_SCREENS: Record<ScreenAction, Screen> = {
  list: lazyScreen(() => import('./list/ResourceList')),
  create: lazyScreen(() => import('./form/ResourceCreate')),
  edit: lazyScreen(() => import('./form/ResourceEdit')),
  show: lazyScreen(() => import('./show/ResourceShow')),
};
