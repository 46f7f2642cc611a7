import { NO_DATA } from '@console/contracts';

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const scalarText = (v: unknown) => (v === null || v === '' ? NO_DATA : String(v));

/**
 * A json value without a renderer of its own, as a reader would write it down: a list of
 * values, or key: value lines (nested ones indented), never JSON text with braces and quotes.
 */
export function ReadableJson({ value }: { value: unknown }) {
  if (value === undefined || isScalar(value)) return <>{scalarText(value ?? null)}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>{NO_DATA}</>;
    if (value.every(isScalar)) return <>{value.map(scalarText).join(', ')}</>;
    return (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {value.map((item, i) => <li key={i}><ReadableJson value={item} /></li>)}
      </ul>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <>{NO_DATA}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} data-testid="readable-json">
      {entries.map(([key, item]) => (
        <li key={key}>
          <strong>{key}</strong>: {isScalar(item) ? scalarText(item) : <div style={{ paddingInlineStart: 16 }}><ReadableJson value={item} /></div>}
        </li>
      ))}
    </ul>
  );
}
