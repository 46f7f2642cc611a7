import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceDef } from '@console/metadata';
import { lazyScreen } from '../../../platform/lazy';
import type { FormMode } from '../../form-values';

/**
 * What a form addon receives: the definition, the form's mode and, on edit, the record as loaded.
 * It reaches the form's live values with Form.useFormInstance() (or Form.useWatch).
 */
export interface FormAddonProps {
  def: ResourceDef;
  mode: FormMode;
  /** The record being edited, as the API returned it (absent on create). */
  record?: Record<string, unknown>;
}

/**
 * Named helpers shown above a create or edit form's fields (`formAddon` of a definition). Each
 * is a lazy chunk: only forms that use one download it.
 */
export const FORM_ADDONS: Record<string, LazyExoticComponent<ComponentType<FormAddonProps>>> = {
  'address-auto-input': lazyScreen(() => import('./AddressAutoInput')),
  'pricing-replay': lazyScreen(() => import('./pricing-replay/PricingReplay')),
};
