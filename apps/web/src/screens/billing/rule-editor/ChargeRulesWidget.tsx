import type { WidgetProps } from '../../../engine/form/widgets/types';
import { RuleEditor } from './RuleEditor';
import { RulesReadOnly } from './RulesReadOnly';

/**
 * The `charge-rules` widget of a charge item's `rules` (a domain widget, app/addons.ts): the rule
 * editor with its live preview on the form, a compact table of the rules on the show page.
 */
export default function ChargeRulesWidget(props: WidgetProps) {
  return props.readOnly ? <RulesReadOnly value={props.value} /> : <RuleEditor {...props} />;
}
