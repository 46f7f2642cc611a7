import { isSuccess, translate, type Envelope, type FieldError, type Language } from '@console/contracts';
import { failureToast } from './error-placement';

/**
 * What the client does with one answer of the API, decided without side effects so every
 * branch of spec 01 §8 can be unit-tested: the caller performs the toast, the redirect and
 * the rejection.
 */
export type EnvelopeOutcome<T = unknown> =
  | { kind: 'data'; data: T | null; said?: string }
  | { kind: 'error'; toast: string | null; error: ApiError; unauthorized: boolean };

/** The rejection value: refine's HttpError shape, so forms pick up `errors` per field. */
export interface ApiError {
  message: string;
  statusCode: number;
  errorCode: number | null;
  errors?: Record<string, string>;
  /**
   * The write needs one of the definition's `saveChoices` (409 with `data.choiceRequired`): the
   * form asks with them, so the answer is not toasted.
   */
  choiceRequired?: true;
}

export interface AnswerInput {
  /** HTTP status; 0 when no answer arrived (network failure, time-out). */
  status: number;
  body: unknown;
  language: string;
  /** The request asked not to show errors (e.g. a background check). */
  suppressErrors?: boolean;
  /** The fields of the form that sent it: their errors show there, not in a toast (error-placement.ts). */
  fieldsShown?: readonly string[];
}

export function languageOf(language: string): Language {
  return language.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'result' in body;
}

/** The text of an answer in the current language: zhMessage unless English, else message, else 'Error'. */
export function messageOf(body: Partial<Envelope>, lang: Language): string {
  const preferred = lang === 'en' ? body.message : body.zhMessage || body.message;
  return preferred || translate('genericError', lang);
}

function fieldErrors(data: unknown, lang: Language): Record<string, string> | undefined {
  const list = (data as { errors?: FieldError[] } | null)?.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const e of list) errors[e.field] = (lang === 'en' ? e.message : e.zhMessage || e.message) || translate('invalidData', lang);
  return errors;
}

export function interpretAnswer<T = unknown>({ status, body, language, suppressErrors, fieldsShown }: AnswerInput): EnvelopeOutcome<T> {
  const lang = languageOf(language);
  const fail = (message: string, statusCode: number, errorCode: number | null, errors?: Record<string, string>) => {
    const unauthorized = statusCode === 401 || errorCode === 401;
    return {
      kind: 'error' as const,
      toast: suppressErrors ? null : failureToast(message, errors, fieldsShown),
      unauthorized,
      error: { message, statusCode, errorCode, ...(errors ? { errors } : {}) },
    };
  };

  if (status === 0 || !isEnvelope(body)) {
    // No envelope at all: the network, a proxy or a time-out failed, not the API.
    if (status === 401) return fail(translate('unauthorized', lang), 401, 401);
    return fail(translate('serverError', lang), status || 0, null);
  }
  if (isSuccess(body.result) && status < 400) {
    // what the call did, when it says so (an action's message: '$500.00 added to Acme Apparel LLC')
    const said = lang === 'en' ? body.message : body.zhMessage || body.message;
    return { kind: 'data', data: (body.data ?? null) as T | null, ...(said ? { said } : {}) };
  }

  const errorCode = typeof body.errorCode === 'number' ? body.errorCode : null;
  const statusCode = status >= 400 ? status : errorCode ?? 400;
  let message = messageOf(body, lang);
  // A stale version always reads as the spec's expiry text, whatever else the server said.
  if ((statusCode === 409 || errorCode === 409) && !body.message && !body.zhMessage) message = translate('versionConflict', lang);
  if (statusCode === 409 && (body.data as { choiceRequired?: unknown } | null)?.choiceRequired === true) {
    return { kind: 'error', toast: null, unauthorized: false, error: { message, statusCode, errorCode, choiceRequired: true } };
  }
  return fail(message, statusCode, errorCode, fieldErrors(body.data, lang));
}
