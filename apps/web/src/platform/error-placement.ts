/**
 * One message per fault, where the user looks. A validation answer carries the message of each
 * field at fault (`data.errors[]`); a form that shows those fields puts each message under its
 * input, and a toast repeating it would say the same thing twice. So:
 *  - no per-field errors, or no form on screen: toast the answer's message;
 *  - every field at fault is shown on the form: no toast;
 *  - some field at fault is not on the form: toast the first such field's message (the form
 *    shows the others).
 */
export function failureToast(
  message: string,
  errors: Record<string, string> | undefined,
  fieldsShown: readonly string[] | undefined,
): string | null {
  if (!errors || !fieldsShown || fieldsShown.length === 0) return message;
  // 'tiers.1.price' is a field of the inline table 'tiers'.
  const elsewhere = Object.keys(errors).filter((field) => !fieldsShown.includes(field) && !fieldsShown.includes(field.split('.')[0]));
  if (Object.keys(errors).length > 0 && elsewhere.length === 0) return null;
  return elsewhere.length > 0 ? errors[elsewhere[0]] : message;
}
