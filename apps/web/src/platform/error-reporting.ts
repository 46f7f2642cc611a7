/**
 * Screen errors forwarded to an error-reporting service when one is configured (spec 01 §8):
 * the API puts WEB_SENTRY_DSN into index.html as `<meta name="sentry-dsn">` (one build serves
 * every installation). Without it nothing is loaded and nothing is sent; with it Sentry's SDK
 * (@sentry/react) is loaded as a chunk of its own, never in the entry, and reports what the
 * screens' error boundary catches plus uncaught errors and rejections. No session tracking, no
 * tracing, no replay.
 */
type Capture = typeof import('@sentry/react').captureException;

let sdk: Promise<Capture> | null = null;

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || undefined;

/** Reads the DSN and, when there is one, loads and starts the SDK; once, at start-up. */
export function startErrorReporting(): void {
  const dsn = meta('sentry-dsn');
  if (!dsn || sdk) return;
  // named, so that the bundler keeps only these two of the SDK's exports
  sdk = import('@sentry/react').then(({ init, captureException }) => {
    init({
      dsn,
      environment: meta('sentry-environment'),
      // errors only: no session pings on every page load
      integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserSession'),
    });
    return captureException;
  });
  sdk.catch((error: unknown) => console.warn('error reporting not started', error));
}

/** What the error boundary caught, with React's component stack. */
export function reportScreenError(error: unknown, componentStack?: string | null): void {
  void sdk?.then((captureException) => captureException(error, { contexts: { react: { componentStack: componentStack ?? '' } }, tags: { boundary: 'screen' } }));
}
