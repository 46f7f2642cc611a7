import type { FieldDef, Label, RecordCondition, ResourceDef } from './types';

/**
 * How forms and show pages group a resource's fields: titled sections one under another, or
 * tabs (a WMS client's variants, a freight order's tabs). A group may itself be conditional
 * (`visibleWhen`): its fields apply only while the condition holds, like conditional fields.
 * Fields named by no group come first, untitled, so a layout can name just the extras.
 */
interface LayoutGroup {
  key: string;
  label: Label;
  fields: string[];
  visibleWhen?: RecordCondition;
  /**
   * `dialog`: on create and edit forms the group is a button with its title and the current
   * values, opening a modal with its fields (OK keeps them, Cancel puts back what was there); on
   * the show page it is a section like the others. A lithium declaration (02 §2).
   */
  style?: 'dialog';
}

export interface Layout {
  style: 'sections' | 'tabs';
  groups: LayoutGroup[];
}

/** One group of fields as a screen shows it; `group` is absent for the untitled first group. */
export interface FieldGroup<T> {
  group?: LayoutGroup;
  items: Array<[string, T]>;
}

/** The screen's fields (already chosen for the form or the show page) in their groups, empty groups left out. */
export function groupFields<T>(def: ResourceDef, entries: Array<[string, T]>): Array<FieldGroup<T>> {
  const groups = def.layout?.groups ?? [];
  const placed = new Set(groups.flatMap((g) => g.fields));
  const untitled: FieldGroup<T> = { items: entries.filter(([key]) => !placed.has(key)) };
  const titled = groups.map((group) => ({ group, items: group.fields.flatMap((key) => entries.filter(([k]) => k === key)) }));
  return [untitled, ...titled].filter((g) => g.items.length > 0);
}

/** The group a field belongs to, if any. */
export function groupOf(def: ResourceDef, key: string): LayoutGroup | undefined {
  return def.layout?.groups.find((g) => g.fields.includes(key));
}

/** Problems of a layout: unknown or twice-placed fields, repeated keys, a bad group condition. */
export function layoutProblems(layout: Layout | undefined, fields: Record<string, FieldDef>): string[] {
  if (!layout) return [];
  const problems: string[] = [];
  const seenKeys = new Set<string>();
  const seenFields = new Set<string>();
  for (const group of layout.groups) {
    if (seenKeys.has(group.key)) problems.push(`layout group "${group.key}" is declared twice`);
    seenKeys.add(group.key);
    if (!group.fields.length) problems.push(`layout group "${group.key}" has no fields`);
    for (const key of group.fields) {
      if (!Object.hasOwn(fields, key)) problems.push(`layout group "${group.key}" names "${key}", which is not a field`);
      if (seenFields.has(key)) problems.push(`field "${key}" is in two layout groups`);
      seenFields.add(key);
    }
    const when = group.visibleWhen;
    if (when && !Object.hasOwn(fields, when.field)) problems.push(`layout group "${group.key}" depends on "${when.field}", which is not a field`);
    if (when && group.fields.includes(when.field)) problems.push(`layout group "${group.key}" cannot depend on its own field "${when.field}"`);
    if (group.style !== undefined && group.style !== 'dialog') problems.push(`layout group "${group.key}" has an unknown style "${String(group.style)}"`);
    if (group.style === 'dialog' && layout.style === 'tabs') problems.push(`layout group "${group.key}" is a dialog inside tabs; dialogs are for sections`);
  }
  return problems;
}
