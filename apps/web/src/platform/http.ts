import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '@console/contracts';
import i18n from 'i18next';
import { interpretAnswer, type ApiError } from './envelope';
import { clearSession, getToken } from './session';
import { toastError } from './toast';
import { goToLogin } from './navigation';

/** Per-request options on top of axios' own. */
export interface RequestOptions extends AxiosRequestConfig {
  /** Do not toast a failure (the caller shows its own message, or it is a background call). */
  suppressErrors?: boolean;
  /** The fields of the form that sent it: their errors are shown there, not toasted. */
  fieldsShown?: readonly string[];
  /** Hears what a success says it did (the envelope's message in the current language), when it says anything. */
  onSaid?: (text: string) => void;
}

export const http = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** An answer per spec 01 §8: its data, or a toast (unless suppressed), a 401 sign-out and a rejection. */
export function settle<T>(status: number, body: unknown, options: RequestOptions): T {
  const outcome = interpretAnswer<T>({
    status,
    body,
    language: i18n.language ?? 'en',
    suppressErrors: options.suppressErrors,
    fieldsShown: options.fieldsShown,
  });
  if (outcome.kind === 'data') {
    if (outcome.said) options.onSaid?.(outcome.said);
    return outcome.data as T;
  }
  if (outcome.toast) toastError(outcome.toast);
  if (outcome.unauthorized) {
    clearSession();
    goToLogin();
  }
  throw outcome.error;
}

/** Every call of the app goes through here: the envelope in, data or an ApiError out. */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const { suppressErrors: _quiet, fieldsShown: _shown, onSaid: _said, ...config } = options;
  try {
    // Envelope errors arrive with 4xx/5xx statuses; read them here rather than in axios.
    const response = await http.request({ ...config, validateStatus: () => true });
    return settle<T>(response.status, response.data, options);
  } catch (e) {
    if (isApiError(e)) throw e;
    const failure = e as AxiosError;
    return settle<T>(failure.response?.status ?? 0, failure.response?.data, options);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'statusCode' in e && 'message' in e && !(e instanceof Error);
}
