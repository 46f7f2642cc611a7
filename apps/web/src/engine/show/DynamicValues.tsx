import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@console/metadata';
import { DATE_DISPLAY, DATE_PARAM, dayjs } from '@console/contracts';
import { specLabel, useDynamicSpecs } from '../dynamic-fields';

interface Props {
  resource: string;
  field: FieldDef;
  value: unknown;
  record?: Record<string, unknown>;
}

/**
 * A `fieldsFrom` field on the show page: each value under the label its chosen record gives it
 * (Order No.: 100234), in the definitions' order; a value the record no longer defines, or read
 * by a user who may not look the record up, shows under its key.
 */
export function DynamicValues({ resource, field, value, record }: Props) {
  const { i18n } = useTranslation();
  const { specs, loading } = useDynamicSpecs(resource, field, record?.[field.fieldsFrom!.relation]);
  const values = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const filled = Object.keys(values).filter((key) => values[key] !== null && values[key] !== undefined && values[key] !== '');
  if (loading) return <Skeleton.Input active size="small" />;
  if (!filled.length) return <>-</>;
  const known = specs.filter((s) => filled.includes(s.key));
  const rest = filled.filter((key) => !specs.some((s) => s.key === key));
  const text = (kind: string | undefined, v: unknown) => (kind === 'date' && typeof v === 'string' ? dayjs(v, DATE_PARAM).format(DATE_DISPLAY) : String(v));
  return (
    <div data-testid="dynamic-values">
      {known.map((s) => <div key={s.key}><strong>{specLabel(s, i18n.language)}</strong>: {text(s.kind, values[s.key])}</div>)}
      {rest.map((key) => <div key={key}><strong>{key}</strong>: {text(undefined, values[key])}</div>)}
    </div>
  );
}
