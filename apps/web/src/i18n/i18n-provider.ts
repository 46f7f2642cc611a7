import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Language } from '@console/contracts';
import { storeLanguage } from './language';

/**
 * refine's i18n provider over i18next. Built with the current `t` so that a language change
 * gives refine a new provider and its components re-render in the new language.
 * refine sometimes passes the default text as the second argument.
 */
export function createI18nProvider(i18n: I18n, t: TFunction): I18nProvider {
  return {
    translate: (key, options, defaultMessage) => {
      if (typeof options === 'string') return t(key, { defaultValue: options });
      return t(key, { defaultValue: defaultMessage, ...(options ?? {}) }) as string;
    },
    changeLocale: (lang) => {
      storeLanguage(lang as Language);
      return i18n.changeLanguage(lang);
    },
    getLocale: () => i18n.language,
  };
}
