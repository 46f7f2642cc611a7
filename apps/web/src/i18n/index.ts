import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zh } from './zh';
import { buildBaseTranslations } from './base-keys';
import { storedLanguage } from './language';

/**
 * i18next with both languages bundled (they are small): no loading state, no flash of keys.
 * Placeholders are `{name}`, the syntax of the message catalogue shared with the API.
 */
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: buildBaseTranslations('en', en) },
    zh: { translation: buildBaseTranslations('zh', zh) },
  },
  lng: storedLanguage(),
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  react: { useSuspense: false },
});

/** The page's lang attribute follows the choice (pickers' dayjs locale: dayjs-language.ts, with the shell). */
function applyLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export default i18n;
