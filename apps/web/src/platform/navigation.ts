/**
 * Sends the browser to /login after the session ended (401). The router registers a soft
 * navigate once mounted so the toast and the loaded code survive; a hard redirect is the
 * fall-back outside the router.
 */
type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

export function bindNavigate(fn: Navigate): void {
  navigate = fn;
}

export function goToLogin(): void {
  if (window.location.pathname !== '/login') navigate('/login');
}
