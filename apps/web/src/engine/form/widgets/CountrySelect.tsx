import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from './types';
import { fetchCountries } from './reference-api';
import { ReferenceSelect } from './ReferenceSelect';

/** A country by its code, picked from the reference list by name or code (loaded once a session). */
export default function CountrySelect({ id, value, onChange }: WidgetProps) {
  const { data, isLoading } = useQuery({ queryKey: ['reference', 'countries'], queryFn: fetchCountries, staleTime: Infinity });
  const options = useMemo(
    () => (data ?? []).map((c) => ({ value: c.countryCode, label: `${c.countryName} (${c.countryCode})` })),
    [data],
  );
  return <ReferenceSelect id={id} value={value} onChange={onChange} options={options} loading={isLoading} />;
}
