import type { Label, ResourceDef } from '@console/metadata';
import type { ApiError } from '../../platform/envelope';
import { languageOf } from '../../platform/envelope';

/** The body key an edit's choice travels under (the API's SAVE_CHOICE_KEY). */
export const SAVE_CHOICE_KEY = 'saveChoice';

/** A question the server asked of a save: its words, and the values the form sent. */
export interface AskedChoice {
  message: string;
  payload: Record<string, unknown>;
}

/** Whether a refused save asks for one of the definition's `saveChoices` (409 `choiceRequired`). */
export function asksForChoice(def: ResourceDef, error: unknown): error is ApiError {
  return Boolean(def.saveChoices?.options.length) && typeof error === 'object' && error !== null && (error as ApiError).choiceRequired === true;
}

/** The same save again, carrying the chosen value. */
export function withChoice(payload: Record<string, unknown>, value: string): Record<string, unknown> {
  return { ...payload, [SAVE_CHOICE_KEY]: value };
}

/** A definition's label in the screen's language. */
export const labelIn = (label: Label, language: string) => label[languageOf(language)];
