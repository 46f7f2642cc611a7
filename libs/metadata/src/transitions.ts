import type { FieldDef, Label } from './types';

/**
 * A status field's allowed moves (a state machine in the definition): `allowed[from]` lists the
 * states a record may move to from `from`. Staying put is always allowed; a state not listed as a
 * key is final. The engine refuses an update or an action that makes another move (409 naming
 * both states), and the edit form offers only the current state and its next ones.
 */
export interface Transitions {
  field: string;
  allowed: Record<string, Array<string | number>>;
}

/** Whether the move from -> to is allowed (object keys are text, so codes compare as text). */
export function moveAllowed(transitions: Transitions, from: unknown, to: unknown): boolean {
  if (from === null || from === undefined || String(from) === String(to)) return true;
  return (transitions.allowed[String(from)] ?? []).some((next) => String(next) === String(to));
}

/** The states a record in `from` may hold after an edit: itself and its next states. */
export function nextStates(transitions: Transitions, from: unknown): Array<string | number> {
  return [...(from === null || from === undefined ? [] : [from as string | number]), ...(transitions.allowed[String(from)] ?? [])];
}

/** A state's label, for the refusal message: the enum option's label, or the code itself. */
export function stateLabel(field: FieldDef | undefined, value: unknown): Label {
  const option = field?.options?.find((o) => String(o.value) === String(value));
  return option?.label ?? { en: String(value), zh: String(value) };
}

/** Problems of a definition's transitions: an unknown field, states that are not its options. */
export function transitionProblems(transitions: Transitions | undefined, fields: Record<string, FieldDef>): string[] {
  if (!transitions) return [];
  const field = Object.hasOwn(fields, transitions.field) ? fields[transitions.field] : undefined;
  if (!field) return [`transitions field "${transitions.field}" is not a field`];
  if (!field.options?.length) return [`transitions field "${transitions.field}" must be an enum`];
  const known = new Set(field.options.map((o) => String(o.value)));
  const problems: string[] = [];
  for (const [from, tos] of Object.entries(transitions.allowed)) {
    for (const state of [from, ...tos.map(String)]) {
      if (!known.has(state)) problems.push(`transitions of "${transitions.field}" name state "${state}", which is not an option`);
    }
  }
  return problems;
}
