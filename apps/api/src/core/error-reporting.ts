import { sentry } from './lazy-modules';
import type { AppConfig } from './config';

/**
 * Failures forwarded to an error-reporting service when one is configured (spec 01 §8):
 * SENTRY_DSN, read by Sentry's SDK (any Sentry-compatible collector takes it: Sentry, GlitchTip,
 * a self-hosted one). Unset, nothing is initialised and nothing leaves the process. Only what the
 * envelope answers as 500 is sent (a refusal in the catalogue's words is no failure), with the
 * method, the route's path (no query, no body, no headers: no token or personal data) and the
 * request id of the log line. No tracing, no default integrations beyond linked errors and
 * unhandled rejections: the SDK is a reporter here, not an agent.
 */
let enabled = false;

export function startErrorReporting(config: Pick<AppConfig, 'sentryDsn' | 'sentryEnvironment'>): void {
  enabled = Boolean(config.sentryDsn);
  if (!enabled) return;
  const Sentry = sentry();
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.onUnhandledRejectionIntegration({ mode: 'warn' })],
    // no module-loader hooks: they serve tracing integrations, which are off
    enableRuntimeChannelInjection: false,
  });
}

interface FailedRequest {
  method: string;
  path: string;
  requestId?: string;
}

/** A failure answered as 500: sent to the service when one is configured. */
export function reportError(error: unknown, request?: FailedRequest): void {
  if (!enabled) return;
  const Sentry = sentry();
  Sentry.withScope((scope) => {
    if (request) {
      scope.setTag('http.method', request.method);
      scope.setTag('http.route', request.path);
      scope.setContext('request', { method: request.method, path: request.path, requestId: request.requestId ?? null });
      if (request.requestId) scope.setTag('request_id', request.requestId);
    }
    Sentry.captureException(error);
  });
}
