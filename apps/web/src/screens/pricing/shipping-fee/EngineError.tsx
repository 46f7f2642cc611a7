import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../../platform/envelope';
import type { Bilingual } from './shipping-fee-api';

/** A refusal of the rate engine's calls, in the language of the moment. */
export function EngineError({ message, title, testId }: { message: Bilingual; title?: string; testId: string }) {
  const { i18n } = useTranslation();
  const text = message[languageOf(i18n.language)];
  return <Alert type="error" showIcon data-testid={testId} message={title ?? text} description={title ? text : undefined} />;
}
