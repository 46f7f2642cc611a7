import type { ResourceDef } from '@console/metadata';
import { AppException, badRequest } from '../core/envelope/app-exception';
import type { Row } from './row';

/** The body's key that carries an edit's choice (ResourceDef.saveChoices). */
export const SAVE_CHOICE_KEY = 'saveChoice';

/**
 * Takes an edit's `saveChoice` out of its body where the definition declares `saveChoices` (it
 * is not a field, so the body's validation would refuse it): one of the declared values, or 400
 * on `saveChoice`. Elsewhere the body is left as it is and an unknown field stays unknown.
 */
export function takeSaveChoice(def: ResourceDef, body: unknown): { rest: unknown; choice?: string } {
  if (!def.saveChoices || typeof body !== 'object' || body === null || Array.isArray(body) || !(SAVE_CHOICE_KEY in body)) return { rest: body };
  const { [SAVE_CHOICE_KEY]: raw, ...rest } = body as Row;
  if (raw === undefined || raw === null || raw === '') return { rest };
  const values = def.saveChoices.options.map((o) => o.value);
  if (typeof raw !== 'string' || !values.includes(raw)) {
    const params = (field: string) => ({ field });
    const e = badRequest('notInOptions', { en: params('Save choice'), zh: params('保存选项') });
    throw badRequest('notInOptions', e.params, { errors: [{ field: SAVE_CHOICE_KEY, message: `Save choice must be one of the listed values (${values.join(', ')})`, zhMessage: `保存选项必须是列表中的值（${values.join('、')}）` }] });
  }
  return { rest, choice: raw };
}

/**
 * The refusal of an edit that needs a choice (409): the resource's own question in both
 * languages, with `data.choiceRequired` so the edit form asks with the definition's options.
 */
export function choiceRequired(message: { en: string; zh: string }): AppException {
  return new AppException(409, message, {}, { choiceRequired: true });
}
