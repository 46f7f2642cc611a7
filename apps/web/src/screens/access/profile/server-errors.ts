import type { FormInstance } from 'antd';
import { isApiError } from '../../../platform/http';

/**
 * Puts the server's per-field messages (`data.errors`, already in the UI language: see
 * platform/envelope.ts) under the matching inputs. The request named these fields (`fieldsShown`),
 * so the HTTP layer toasts only errors of fields this form does not show (error-placement.ts).
 */
export function showFieldErrors(form: FormInstance, error: unknown, names: readonly string[]): void {
  const errors = isApiError(error) ? error.errors : undefined;
  if (!errors) return;
  form.setFields(names.filter((name) => errors[name]).map((name) => ({ name, errors: [errors[name]] })));
}
