import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from '../../../platform/lazy';
import type { WidgetProps } from './types';

/**
 * Named inputs a field can ask for with `widget` instead of its kind's default. Each is a
 * lazy chunk: only forms that use one download it.
 */
export const WIDGETS: Record<string, LazyExoticComponent<ComponentType<WidgetProps>>> = {
  'time-zone': lazyScreen(() => import('./TimeZoneSelect')),
  'generated-password': lazyScreen(() => import('./GeneratedPassword')),
  'permission-tree': lazyScreen(() => import('./PermissionTree')),
  country: lazyScreen(() => import('./CountrySelect')),
  state: lazyScreen(() => import('./StateSelect')),
  city: lazyScreen(() => import('./CitySelect')),
  address: lazyScreen(() => import('./AddressInput')),
  tags: lazyScreen(() => import('./TagsInput')),
  'rate-grid': lazyScreen(() => import('./RateGrid')),
  'field-list': lazyScreen(() => import('./FieldListEditor')),
};
