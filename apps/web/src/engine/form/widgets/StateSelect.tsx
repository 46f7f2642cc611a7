import { useEffect, useMemo } from 'react';
import { Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from './types';
import { fetchStates } from './reference-api';
import { ReferenceSelect } from './ReferenceSelect';

/**
 * A state of the country the form holds (its `countryCode` field): picked from that country's
 * states, or typed where the reference list has none. A state given by its name becomes its
 * code; a state the new country does not have is cleared when the country changes.
 */
export default function StateSelect({ id, value, onChange }: WidgetProps) {
  const country = Form.useWatch('countryCode', { preserve: true }) as string | undefined;
  return <StateOfCountry id={id} value={value} onChange={onChange} country={country} />;
}

/** The state input for a given country (an address widget's own `countryCode`). */
export function StateOfCountry({ id, value, onChange, country }: Pick<WidgetProps, 'id' | 'value' | 'onChange'> & { country: string | undefined }) {
  const { data, isLoading } = useQuery({
    queryKey: ['reference', 'states', country],
    queryFn: () => fetchStates(country!),
    enabled: typeof country === 'string' && /^[A-Za-z]{2}$/.test(country),
    staleTime: Infinity,
  });
  const options = useMemo(() => (data ?? []).map((s) => ({ value: s.stateCode, label: `${s.stateName} (${s.stateCode})` })), [data]);
  useEffect(() => {
    if (!data?.length || typeof value !== 'string' || value === '' || data.some((s) => s.stateCode === value)) return;
    // A state written out ('New South Wales', as the auto-input reads it) or in another case
    // becomes its code; one the country does not have is cleared.
    const typed = value.trim().toLowerCase();
    onChange?.(data.find((s) => s.stateName.toLowerCase() === typed || s.stateCode.toLowerCase() === typed)?.stateCode);
  }, [data, value, onChange]);
  if (!isLoading && !options.length) {
    return <Input id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange?.(e.target.value)} maxLength={8} />;
  }
  return <ReferenceSelect id={id} value={value} onChange={onChange} options={options} loading={isLoading} />;
}
