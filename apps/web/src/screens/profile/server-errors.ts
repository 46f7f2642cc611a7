import type { FormInstance } from 'antd';
import { isApiError } from '../../app/http';

/**
 * Puts the server's per-field messages (`data.errors`, already in the UI language: see
 * app/envelope.ts) under the matching inputs. The HTTP layer has toasted the overall message;
 * errors of fields this form does not show stay in that toast.
 */
export function showFieldErrors(form: FormInstance, error: unknown, names: readonly string[]): void {
  const errors = isApiError(error) ? error.errors : undefined;
  if (!errors) return;
  form.setFields(names.filter((name) => errors[name]).map((name) => ({ name, errors: [errors[name]] })));
}
