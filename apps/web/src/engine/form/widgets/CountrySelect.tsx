import { useMemo } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';
import { fetchCountries } from './reference-api';

/** A country by its code, picked from the reference list by name or code (loaded once a session). */
export default function CountrySelect({ id, value, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: ['reference', 'countries'], queryFn: fetchCountries, staleTime: Infinity });
  const options = useMemo(
    () => (data ?? []).map((c) => ({ value: c.countryCode, label: `${c.countryName} (${c.countryCode})` })),
    [data],
  );
  return (
    <Select
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      options={options}
      loading={isLoading}
      showSearch
      optionFilterProp="label"
      placeholder={t('form.select')}
    />
  );
}
