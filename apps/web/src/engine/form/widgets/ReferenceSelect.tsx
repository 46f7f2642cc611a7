import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';

/** A searchable pick from a reference list (countries, states): `Name (CODE)`, found by either. */
export function ReferenceSelect({ id, value, onChange, options, loading }: Pick<WidgetProps, 'id' | 'value' | 'onChange'> & {
  options: Array<{ value: string; label: string }>;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      options={options}
      loading={loading}
      showSearch
      optionFilterProp="label"
      placeholder={t('form.select')}
    />
  );
}
