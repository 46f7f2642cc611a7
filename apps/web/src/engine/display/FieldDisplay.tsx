import { Fragment, type ReactNode } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { NO_DATA } from '@console/contracts';
import { kindOf, type FieldDef } from '@console/metadata';
import { useAccess } from '../../platform/use-session';
import { formatValue, isShownAs, type FormatContext } from '../format-value';
import { screenPaths } from '../paths';
import { findDef } from '../../platform/catalogue';

export interface FieldDisplayProps {
  name: string;
  field: FieldDef;
  value: unknown;
  ctx: FormatContext;
}

/** Ids a relation field (one) or an id list (many) holds, as the list of them. */
function relatedIds(field: FieldDef, value: unknown): unknown[] | null {
  const display = kindOf(field).display(field);
  if (display === 'relation') return value === null || value === undefined || value === '' ? null : [value];
  if (display === 'relations') return Array.isArray(value) && value.length ? value : null;
  return null;
}

/**
 * One value as lists and show pages present it: the kind registry's text (format-value.ts), a
 * related record as a link to its show page when the user may view it (its label otherwise),
 * and a copy button on `copyable` fields. List columns and the show page both render this.
 */
export function FieldDisplay({ name, field, value, ctx }: FieldDisplayProps): ReactNode {
  const allowed = useAccess();
  if (isShownAs(field, ctx.record)) return formatValue(name, field, value, ctx);
  const ids = relatedIds(field, value);
  const target = field.relation?.resource;
  const targetDef = target ? findDef(target) : undefined;
  if (ids && target && targetDef && allowed(target, 'show')) {
    const paths = screenPaths(targetDef);
    return (
      <span data-testid={`related-${name}`}>
        {ids.map((id, i) => (
          <Fragment key={String(id)}>
            {i > 0 && ', '}
            <Link to={paths.show(String(id))} onClick={(e) => e.stopPropagation()}>{ctx.relations?.[name]?.[String(id)] ?? String(id)}</Link>
          </Fragment>
        ))}
      </span>
    );
  }
  const text = formatValue(name, field, value, ctx);
  if (field.copyable && text !== NO_DATA) {
    return (
      <Typography.Text copyable={{ text: String(value), tooltips: [ctx.t('record.copy'), ctx.t('record.copied')] }} data-testid={`copy-${name}`}>
        {text}
      </Typography.Text>
    );
  }
  return text;
}
