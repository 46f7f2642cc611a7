import { GuardCondition, ResourceDef, brokenRecordRules, conditionHolds, moveAllowed, stateLabel } from '@console/metadata';
import type { MessageKey } from '@console/contracts';
import { AppException, badRequest } from '../core/envelope/app-exception';
import type { Row } from './row';

/**
 * The definition's record rules (record-rules.ts of libs/metadata, the evaluator the web forms
 * run too), judged on the record a write produces: 400 with an error on each field a broken rule
 * names, in both languages.
 */
export function assertRecordRules(def: ResourceDef, resulting: Row): void {
  const errors = brokenRecordRules(def.recordRules, def.fields, resulting);
  if (errors.length) throw badRequest('invalidData', {}, { errors });
}

/**
 * A status move the definition's transitions do not allow: 409 naming the field and both states
 * ('Status cannot change from Closed to Draft'), whether an update or an action made it.
 */
export function assertMoveAllowed(def: ResourceDef, before: Row, after: Row): void {
  const transitions = def.transitions;
  if (!transitions || !(transitions.field in after)) return;
  const [from, to] = [before[transitions.field], after[transitions.field]];
  if (moveAllowed(transitions, from, to)) return;
  const field = def.fields[transitions.field];
  const params = (lang: 'en' | 'zh') => ({ field: field.label[lang], from: stateLabel(field, from)[lang], to: stateLabel(field, to)[lang] });
  throw new AppException(409, 'transitionRefused', { en: params('en'), zh: params('zh') });
}

/**
 * A definition's condition on the stored record (deleteWhen, an action's when), enforced here
 * rather than restated by each hook: 409 with the definition's message, else the generic one.
 */
export function assertHolds(condition: GuardCondition | undefined, current: Row, fallback: MessageKey): void {
  if (condition && !conditionHolds(condition, current)) throw new AppException(409, condition.message ?? fallback);
}
