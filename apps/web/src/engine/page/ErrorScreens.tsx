import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a screen's code failed to load or crashed. Part of the entry bundle on purpose:
 * it must render when lazy chunks cannot be fetched, so it stays tiny (plain elements, no antd
 * Result or Typography and what they bring along).
 */
const box = {
  display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
  gap: 12, minHeight: 320, padding: 24, textAlign: 'center', fontFamily: 'inherit',
} as const;

function ErrorScreen({ title, subtitle, testId }: { title: string; subtitle: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div style={box} data-testid={testId} role="alert">
      <h3 style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{title}</h3>
      <p style={{ margin: 0, color: 'rgba(0,0,0,0.45)' }}>{subtitle}</p>
      <Button type="primary" onClick={() => window.location.reload()}>{t('chunkError.reload')}</Button>
    </div>
  );
}

export function ChunkLoadErrorScreen() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('chunkError.title')} subtitle={t('chunkError.subtitle')} testId="chunk-load-error" />;
}

export function CrashScreen() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('crash.title')} subtitle={t('crash.subtitle')} testId="crash-error" />;
}
