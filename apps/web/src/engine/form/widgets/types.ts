import type { FieldDef } from '@console/metadata';

/** What a named form widget receives: Form.Item's binding plus the field it edits. */
export interface WidgetProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  resource: string;
  name: string;
  field: FieldDef;
  /** Shown on a show page: the value is presented, not edited (widgets in show/renderers.ts). */
  readOnly?: boolean;
}
