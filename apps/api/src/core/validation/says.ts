import type { ValidationOptions } from 'class-validator';
import { bilingual, type FieldError, type MessageKey, type MessageParams } from '@console/contracts';
import type { Label } from '@console/metadata';

type Texts = Omit<FieldError, 'field'>;

/**
 * class-validator carries one string per broken check. Ours is the check's message in both
 * languages, rendered from the catalogue when the DTO is declared and written as JSON, so the
 * exception factory (validation-errors.ts) answers it as the envelope's per-field error as it is.
 */
export function says(key: MessageKey, label?: Label, params: MessageParams = {}): ValidationOptions {
  return { message: sayText(key, label, params) };
}

export function sayText(key: MessageKey, label?: Label, params: MessageParams = {}): string {
  return encodeTexts(bilingual(key, { en: { ...(label ? { field: label.en } : {}), ...params }, zh: { ...(label ? { field: label.zh } : {}), ...params } }));
}

export function encodeTexts(texts: Texts): string {
  return JSON.stringify({ message: texts.message, zhMessage: texts.zhMessage });
}

/** Both texts of a message written by `says`; undefined for class-validator's own English ones. */
export function decodeTexts(text: string): Texts | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Texts>;
    return typeof parsed.message === 'string' && typeof parsed.zhMessage === 'string' ? { message: parsed.message, zhMessage: parsed.zhMessage } : undefined;
  } catch {
    return undefined;
  }
}
