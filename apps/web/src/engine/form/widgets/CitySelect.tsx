import { useMemo } from 'react';
import { AutoComplete, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';
import { fetchCities } from './reference-api';

/** How many matches the list shows at once: enough to pick from, few enough to draw at once. */
const SHOWN = 100;

/**
 * A city of the state the form holds (its `countryCode` and `stateCode` fields): offered from
 * that state's cities (asked for when the state is picked, kept for the session), and typed
 * freely all the same, as no list holds every town and many states have none. A UK post town
 * shows its postcode areas beside its name. A city stays when the state changes (the
 * auto-input sets both at once).
 */
export default function CitySelect({ id, value, onChange }: WidgetProps) {
  const country = Form.useWatch('countryCode', { preserve: true }) as string | undefined;
  const state = Form.useWatch('stateCode', { preserve: true }) as string | undefined;
  return <CityOfState id={id} value={value} onChange={onChange} country={country} state={state} />;
}

/** The city input for a given country and state (an address widget's own codes). */
export function CityOfState({ id, value, onChange, country, state }: Pick<WidgetProps, 'id' | 'value' | 'onChange'> & { country: string | undefined; state: string | undefined }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['reference', 'cities', country, state],
    queryFn: () => fetchCities(country!, state!),
    enabled: typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) && typeof state === 'string' && state.trim() !== '',
    staleTime: Infinity,
  });
  const typed = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const options = useMemo(() => {
    const all = (data ?? []).map((c) => ({
      value: c.cityName,
      label: c.cityCode === c.cityName ? c.cityName : `${c.cityName} (${c.cityCode})`,
    }));
    const starts = all.filter((o) => o.value.toLowerCase().startsWith(typed));
    const within = typed ? all.filter((o) => !o.value.toLowerCase().startsWith(typed) && o.label.toLowerCase().includes(typed)) : [];
    return [...starts, ...within].slice(0, SHOWN);
  }, [data, typed]);
  return (
    <AutoComplete
      id={id}
      value={(value as string | undefined) ?? ''}
      onChange={(next: string) => onChange?.(next)}
      options={options}
      maxLength={64}
      allowClear
      placeholder={t('form.input')}
      data-testid="city-select"
    />
  );
}
