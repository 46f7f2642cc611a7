import type { TFunction } from 'i18next';
import type { ConditionOp, Element } from '@console/billing';
import { ELEMENTS, OPERATORS } from './rule-model';

/** The charge elements as select options, in the UI's language. */
export const elementOptions = (t: TFunction) => ELEMENTS.map((e: Element) => ({ value: e, label: t(`ruleEditor.elements.${e}`) }));

/** The operators as their signs, with their names as titles (02 §3: equals, greater than...). */
export const operatorOptions = (t: TFunction) => OPERATORS.map((op: ConditionOp) => ({ value: op, label: t(`ruleEditor.operators.${op}`), title: t(`ruleEditor.operatorNames.${op}`) }));
