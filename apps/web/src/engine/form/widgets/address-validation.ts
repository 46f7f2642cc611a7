/**
 * What an address validation route answers (FieldDef.validateWith): 02 §3 Address validation
 * status (none 0, success 1, error -1) and result (unknown 0, residential 1, commercial 2,
 * error 3, no validate type 4), and the validator's message in both languages.
 */
export interface AddressCheck {
  status: number;
  result: number;
  isResidential?: boolean;
  message?: string;
  zhMessage?: string;
}

export const VALIDATION_SUCCESS = 1;
const RESIDENTIAL = 1;
const COMMERCIAL = 2;

/** How the widget shows an answer: green when verified, orange otherwise, the message in the language of the moment. */
export function validationView(answer: AddressCheck, lang: 'en' | 'zh'): { tone: 'success' | 'warning'; title: string; message?: string } {
  const message = (lang === 'zh' ? answer.zhMessage || answer.message : answer.message) || undefined;
  if (answer.status !== VALIDATION_SUCCESS) return { tone: 'warning', title: 'addressWidget.notVerified', message };
  const title = answer.result === COMMERCIAL ? 'addressWidget.verifiedCommercial' : answer.result === RESIDENTIAL ? 'addressWidget.verifiedResidential' : 'addressWidget.notVerified';
  // a verified address may still carry advice (a home shipped with a service for businesses)
  return { tone: message ? 'warning' : 'success', title, message };
}
