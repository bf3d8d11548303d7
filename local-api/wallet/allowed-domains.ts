const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The domains a wallet sign-in message may name: the app origin's host (e.g. `localhost:5173`),
 * and `localhost` / `127.0.0.1` with any port, where the app runs in development and tests.
 */
export function allowedSignInDomain(appOrigin: string): (domain: string) => boolean {
  const appHost = new URL(appOrigin).host.toLowerCase();
  return (domain) => {
    const host = domain.toLowerCase();
    if (host === appHost) return true;
    const match = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host);
    return match !== null && LOOPBACK_HOSTS.has(match[1]!);
  };
}
