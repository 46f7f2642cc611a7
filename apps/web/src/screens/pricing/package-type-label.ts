import type { TFunction } from 'i18next';

/**
 * A carrier's packaging code as a person reads it: the catalogue's words for the known codes
 * (`PACKAGE` -> "Package" / "包裹"), any other code humanised ("CUSTOM_TUBE" -> "Custom Tube").
 */
export function packageTypeLabel(t: TFunction, code: string): string {
  const humanised = code.toLowerCase().split('_').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return t(`packageTypes.${code}`, { defaultValue: humanised || code });
}
