import { useEffect, useMemo, useState } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type BaseKey } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { LOOKUP_DEFAULT_LIMIT, lookupTarget, matchOf, type FieldDef, type LookupEntry } from '@console/metadata';
import { fetchLookup } from '../lookup';
import { usePartitionValue } from '../paths';
import { findDef } from '../../platform/catalogue';

interface Props {
  /** The resource holding the field, and the field: the lookup route is theirs. */
  resource: string;
  name: string;
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  style?: React.CSSProperties;
  /** In a form: fill the fields named by the relation's `copy` from the chosen record. */
  fillsForm?: boolean;
  /** Pick several records: the value is a list of ids (a json id-list field). */
  multiple?: boolean;
  /** Shown, not picked (a relation set once): only the chosen records' labels are fetched. */
  disabled?: boolean;
  /** What an empty picker means, when 'Select' does not say it (an empty client filter: the plan's own). */
  placeholder?: string;
}

const SEARCH_DEBOUNCE_MS = 300;

/** The chosen ids of a value (one id, or a list of them). */
const chosenIds = (value: unknown): Array<string | number> =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]) as Array<string | number>;

/**
 * A relation picks a record of its target resource, shown by its label, through the lookup
 * route of the resource holding the field (engine/lookup.ts): who may edit the field may pick,
 * with or without view on the target, within the target's data scope. Typing searches the label
 * on the server; the chosen records' labels are fetched by id even when they are not among the
 * first options. Failures are quiet (an empty picker, never a toast). A relation with `copy`
 * fills other form fields from the chosen record (that read needs view on the target). A relation
 * with `match` offers only the records holding the form's values of the fields it names (the
 * route's partition value among them: a client billing plan's picker offers client items).
 */
export function RelationSelect({ resource, name, field, id, value, onChange, style, fillsForm, multiple, disabled, placeholder }: Props) {
  const { t } = useTranslation();
  const { resource: target, copy } = field.relation!;
  const form = Form.useFormInstance();
  const getProvider = useDataProvider();
  const holder = findDef(resource);
  const partitionValue = usePartitionValue(holder ?? {});
  const fixed = holder?.partition && partitionValue !== undefined ? { [holder.partition.field]: partitionValue } : {};
  // The selector's text changes only when a matched field does: no render per keystroke elsewhere.
  // Before the form has reported its values, the route's partition value already narrows.
  const matchText = (values: Record<string, unknown>) => (field.relation?.match ? JSON.stringify(matchOf(lookupTarget(field) ?? {}, { ...values, ...fixed })) : '{}');
  const matchKey = Form.useWatch(matchText, { form, preserve: true }) ?? matchText({});
  const match = useMemo(() => JSON.parse(matchKey) as Record<string, string | number | boolean>, [matchKey]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useQuery({
    queryKey: ['lookup', resource, name, 'search', search, matchKey],
    enabled: !disabled,
    staleTime: 30_000,
    queryFn: () => fetchLookup(getProvider(), resource, name, { q: search || undefined, limit: LOOKUP_DEFAULT_LIMIT, match }).catch(() => [] as LookupEntry[]),
  });
  const ids = useMemo(() => chosenIds(value).map(String).sort(), [value]);
  const chosen = useQuery({
    queryKey: ['lookup', resource, name, 'ids', ids],
    enabled: ids.length > 0,
    staleTime: 60_000,
    queryFn: () => fetchLookup(getProvider(), resource, name, { ids }).catch(() => [] as LookupEntry[]),
  });
  const merged = useMemo(() => {
    const byId = new Map<number, LookupEntry>();
    for (const entry of [...(chosen.data ?? []), ...(options.data ?? [])]) byId.set(entry.id, entry);
    return [...byId.values()].map((e) => ({ value: e.id, label: e.label }));
  }, [chosen.data, options.data]);

  const choose = (next: unknown) => {
    onChange?.(next);
    if (!fillsForm || !copy || multiple || next === undefined || next === null) return;
    // e.g. a new role starts from its reference role's permissions, which the user may then change.
    void getProvider()
      .getOne({ resource: target, id: next as BaseKey, meta: { suppressErrors: true } })
      .then(({ data }) => form.setFieldsValue(Object.fromEntries(Object.entries(copy).map(([from, into]) => [into, data[from]]))))
      .catch(() => undefined);
  };
  return (
    <Select
      id={id}
      style={style}
      value={value as never}
      onChange={choose}
      showSearch
      filterOption={false}
      onSearch={setTyped}
      onOpenChange={(open) => { if (!open) setTyped(''); }}
      loading={options.isFetching}
      options={merged}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      disabled={disabled}
      placeholder={placeholder ?? t('form.select')}
    />
  );
}
