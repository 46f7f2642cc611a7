import { useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';

/** IANA time zones known to the browser, searchable. */
export default function TimeZoneSelect({ id, value, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const options = useMemo(() => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })), []);
  return <Select id={id} value={value as string | undefined} onChange={onChange} options={options} showSearch placeholder={t('form.select')} />;
}
