import type { Row } from '../../engine/row';

/** The field listing a billing group's members, by party, and the member's resource and label. */
export const MEMBERS = {
  client: { field: 'clientIds', resource: 'client', label: 'companyName' },
  supplier: { field: 'supplierIds', resource: 'supplier', label: 'name' },
} as const;

export type BilledParty = keyof typeof MEMBERS;

/** The members a billing group (or one of its versions) lists for its party. */
export const membersOf = (group: Row): number[] => {
  const list = group[MEMBERS[group.party as BilledParty]?.field ?? 'clientIds'];
  return Array.isArray(list) ? (list as number[]) : [];
};
