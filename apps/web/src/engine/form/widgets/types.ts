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
  /**
   * The record being edited or shown (absent on create): the values of the fields an edit form
   * does not hold (those set once), for a widget that reads them (the rule editor's preview).
   */
  record?: Record<string, unknown>;
}
