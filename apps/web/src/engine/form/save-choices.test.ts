import { describe, expect, it } from 'vitest';
import { RESOURCES, clientOrder } from '@console/resources';
import { interpretAnswer } from '../../platform/envelope';
import { asksForChoice, labelIn, withChoice } from './save-choices';

// the parcel order asks (02 §4); a resource that declares no saveChoices never does
const asking = clientOrder;
const plain = RESOURCES.find((def) => !def.saveChoices && def.actions.includes('edit'))!;

/** The server's 409 asking for a choice, read as the data layer reads every answer. */
const refusal = (data: unknown, status = 409) => interpretAnswer({
  status, language: 'zh', body: { result: 'ERR', message: 'The order has a shipping label', zhMessage: '该订单已有面单', errorCode: status, data },
});

describe('save choices (ResourceDef.saveChoices)', () => {
  it('a 409 with choiceRequired is not toasted and asks the form, in the language of the screen', () => {
    const outcome = refusal({ choiceRequired: true });
    expect(outcome).toMatchObject({ kind: 'error', toast: null, error: { statusCode: 409, message: '该订单已有面单', choiceRequired: true } });
    if (outcome.kind !== 'error') throw new Error('an error');
    expect(asksForChoice(asking, outcome.error)).toBe(true);
    // a resource that declares none never asks; other refusals are not questions
    expect(asksForChoice(plain, outcome.error)).toBe(false);
    const stale = refusal(null);
    expect(stale).toMatchObject({ kind: 'error', toast: '该订单已有面单' });
    if (stale.kind === 'error') expect(asksForChoice(asking, stale.error)).toBe(false);
    expect(asksForChoice(asking, new Error('network'))).toBe(false);
  });

  it('sends the same values again with the choice; labels in both languages', () => {
    const payload = { name: 'A', version: 3, packages: [{ id: 1, weight: '5' }] };
    expect(withChoice(payload, 'replace')).toEqual({ ...payload, saveChoice: 'replace' });
    expect(payload).not.toHaveProperty('saveChoice');
    expect(asking.saveChoices!.options.map((o) => labelIn(o.label, 'zh-CN'))).toEqual(['保存并作废面单', '保存并重新生成面单']);
    expect(labelIn(asking.saveChoices!.back, 'en')).toBe('Go back');
  });
});
