import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceDef } from '@console/metadata';
import { lazyScreen } from '../../../app/lazy';

/** What a form addon receives; it reaches the form's values with Form.useFormInstance(). */
export interface FormAddonProps {
  def: ResourceDef;
}

/**
 * Named helpers shown above a create or edit form's fields (`formAddon` of a definition). Each
 * is a lazy chunk: only forms that use one download it.
 */
export const FORM_ADDONS: Record<string, LazyExoticComponent<ComponentType<FormAddonProps>>> = {
  'address-auto-input': lazyScreen(() => import('./AddressAutoInput')),
};
