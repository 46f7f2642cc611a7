import { createContext, useContext, type ComponentType } from 'react';
import type { BaseRecord } from '@refinedev/core';
import type { ResourceDef } from '@console/metadata';
import type { FormMode } from './form-values';
import type { WidgetProps } from './form/widgets/types';

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

/** What a show addon receives: the definition and the record shown. */
export interface ShowAddonProps {
  def: ResourceDef;
  record: BaseRecord;
}

/** What a list addon receives: the definition of the list. */
export interface ListAddonProps {
  def: ResourceDef;
}

/** What a bulk addon receives: the definition of the list and the rows ticked (at least one). */
export interface BulkAddonProps {
  def: ResourceDef;
  selected: BaseRecord[];
}

/** The props of each kind of addon. */
interface AddonProps {
  form: FormAddonProps;
  show: ShowAddonProps;
  list: ListAddonProps;
  bulk: BulkAddonProps;
  widget: WidgetProps;
}

/**
 * The addon slots of the generated screens, by the names definitions give: `formAddon` above a
 * create or edit form's fields, `showAddon` in a show page's header beside its buttons,
 * `showPanel` as a show page's main column, `showSection` under a show page's details, `listAddon`
 * above a list's filters, `bulkAddon` in a list's bulk bar; and `widget`, a field's named input
 * when the engine's own widgets (form/widgets) have none of that name: a domain input (a charge
 * item's rule editor) that reaches the rest of the form with Form.useFormInstance() and, given
 * `readOnly`, presents the value on the show page in a section of its own. The engine knows
 * only the slot and the props; the concrete addons are domain screens (screens/<domain>/) that
 * the app registers (app/addons.ts, each a lazy chunk) and hands down with <AddonSlots>.
 */
export type AddonRegistry = { [K in keyof AddonProps]: Record<string, ComponentType<AddonProps[K]>> };

const NO_ADDONS: AddonRegistry = { form: {}, show: {}, list: {}, bulk: {}, widget: {} };
const AddonContext = createContext<AddonRegistry>(NO_ADDONS);

/** Provides the registered addons to the generated screens below it. */
export const AddonSlots = AddonContext.Provider;

/** The addon of this kind a definition names, if the app registered one (render it in Suspense: it may be lazy). */
export function useAddon<K extends keyof AddonProps>(kind: K, name: string | undefined): ComponentType<AddonProps[K]> | undefined {
  const slots: Record<string, ComponentType<AddonProps[K]>> = useContext(AddonContext)[kind];
  return name ? slots[name] : undefined;
}

/** Every addon of this kind the app registered, by name (the show page picks its sections from the widgets). */
export function useAddons<K extends keyof AddonProps>(kind: K): Record<string, ComponentType<AddonProps[K]>> {
  return useContext(AddonContext)[kind];
}
