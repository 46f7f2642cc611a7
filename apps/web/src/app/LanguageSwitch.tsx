import { Button } from 'antd';
import { useSetLocale } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/language';

/**
 * English / 中文, through refine's i18n provider (which also stores the choice). Two buttons,
 * the current one highlighted: always visible, and nothing /login must download beyond Button.
 */
export function LanguageSwitch({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation();
  const setLocale = useSetLocale();
  const idle = dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.45)';
  const active = dark ? '#fff' : undefined;
  return (
    <div role="group" aria-label={t('shell.language')} data-testid="language-switch" style={{ display: 'inline-flex', alignItems: 'center' }}>
      {LANGUAGES.map((lang) => {
        const current = i18n.language === lang;
        return (
          <Button
            key={lang}
            size="small"
            type={current && !dark ? 'primary' : 'text'}
            aria-pressed={current}
            onClick={() => !current && setLocale(lang)}
            style={{ color: current ? active : idle, fontWeight: current ? 600 : 400 }}
            data-testid={`lang-${lang}`}
          >
            {t(`languages.${lang}`)}
          </Button>
        );
      })}
    </div>
  );
}
