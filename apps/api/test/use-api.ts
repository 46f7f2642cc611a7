import { Harness, StartOptions, startApi } from './harness';

/** A test file's API (harness.ts startApi) with the demo admin's token. */
export interface ApiSuite extends Harness {
  /** The demo admin's token, signed in when the API started. */
  readonly admin: string;
}

/**
 * The set-up most API test files repeat: a real API started (startApi, same env and options)
 * and the admin signed in before the file's tests, closed after them. Call it at the top of a
 * describe, before the file's own beforeAll (which then sees the API started); its fields are
 * read inside hooks and tests, never at describe time.
 */
export function useApi(env: Record<string, string> = {}, options: StartOptions = {}): ApiSuite {
  let harness: Harness | undefined;
  let token: string | undefined;
  const started = (): Harness => {
    if (!harness) throw new Error('useApi: the API starts in beforeAll; use it inside hooks and tests');
    return harness;
  };
  beforeAll(async () => {
    harness = await startApi(env, options);
    token = await harness.login();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return {
    get app() { return started().app; },
    get url() { return started().url; },
    get ds() { return started().ds; },
    get config() { return started().config; },
    get admin() { started(); return token!; },
    http: () => started().http(),
    login: (userName?: string, password?: string) => started().login(userName, password),
    close: () => started().close(),
  };
}
