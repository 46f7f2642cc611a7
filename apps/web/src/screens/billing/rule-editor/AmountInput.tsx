import { Input } from 'antd';
import type { RuleFault } from './rule-faults';
import { CellMessage, statusOf } from './CellMessage';

interface Props {
  id: string;
  cell: string;
  value: unknown;
  fault: RuleFault | undefined;
  rule: number;
  placeholder?: string;
  label: string;
  onChange: (text: string) => void;
}

/** A money input of a rule (basic fee, min, max): the text as typed, never a float; the engine's message under it. */
export function AmountInput({ id, cell, value, fault, rule, placeholder, label, onChange }: Props) {
  return (
    <div>
      <Input id={id} inputMode="decimal" prefix="$" placeholder={placeholder} aria-label={label} value={value === undefined || value === null ? '' : String(value)}
        status={statusOf(fault, cell)} onChange={(e) => onChange(e.target.value)} />
      <CellMessage fault={fault} under={cell} rule={rule} />
    </div>
  );
}
