import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';

/**
 * Pickers' month and weekday names follow the language choice. Imported by the shell chunk,
 * where the only dates are: /login does not download dayjs.
 */
function applyDayjsLocale(lng: string): void {
  dayjs.locale(lng === 'zh' ? 'zh-cn' : 'en');
}
applyDayjsLocale(i18n.language);
i18n.on('languageChanged', applyDayjsLocale);
