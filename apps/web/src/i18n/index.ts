import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
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

/** Pickers' month and weekday names and the page's lang attribute follow the choice. */
function applyLanguage(lng: string): void {
  dayjs.locale(lng === 'zh' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export default i18n;
