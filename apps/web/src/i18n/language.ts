import type { Language } from '@console/contracts';
import { STORAGE_KEYS } from '../platform/session';

export const LANGUAGES: readonly Language[] = ['en', 'zh'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The choice is kept in local storage and survives sign-out (spec 01 §1). */
export function storedLanguage(): Language {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, lang);
}
