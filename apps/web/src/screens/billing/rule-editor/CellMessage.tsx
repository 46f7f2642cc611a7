import type { RuleFault } from './rule-faults';

/** The input's status: red when the rule's fault is this cell. */
export const statusOf = (fault: RuleFault | undefined, cell: string): 'error' | undefined => (fault?.cell === cell ? 'error' : undefined);

/** The engine's message under a part of a rule's row, when the rule's fault is written there (antd's form error look). */
export function CellMessage({ fault, under, rule }: { fault: RuleFault | undefined; under: string; rule: number }) {
  if (fault?.under !== under) return null;
  return (
    <div className="ant-form-item-explain-error" role="alert" style={{ fontSize: 12, lineHeight: '18px', marginTop: 2 }} data-testid={`rule-${rule}-message-${under.replace(/\./g, '-')}`}>
      {fault.message}
    </div>
  );
}
