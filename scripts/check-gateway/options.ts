import { parseArgs } from 'node:util';

/** Spec §9: the app aborts a call after 10 s, a multipart upload after 30 s. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The local API's default refresh grace period (LOCAL_API_REFRESH_GRACE_SECONDS). */
export const DEFAULT_REFRESH_GRACE_SECONDS = 10;

export const TOKEN_ENV = 'CHECK_GATEWAY_TOKEN';
export const PENDING_TOKEN_ENV = 'CHECK_GATEWAY_PENDING_TOKEN';

export interface CheckOptions {
  baseUrl: string;
  /** The sign-in (refresh) token of the account to check: what `/login?token=…` carries. Never printed. */
  token: string;
  /** A sign-in token of a sandbox account that has not agreed to the terms (the 403 rule). */
  pendingToken?: string;
  write: boolean;
  json: boolean;
  /** The app's origin when it calls the gateway cross-origin; unset: same-origin behind the host. */
  appOrigin?: string;
  timeoutMs: number;
  refreshGraceSeconds: number;
  /** Launchpads (and creators) whose reads are followed from the lists. */
  maxIds: number;
}

export const USAGE = `Usage: npm run check:gateway -- --base-url URL [--token TOKEN] [options]

Checks a creators API gateway against contract/: every GET for the signed-in user (read-only), and
with --write the write rules of docs/api-rules.md on a sandbox account.

  --base-url URL           The gateway's origin (the app's VITE_CREATORS_API_URL), e.g. https://gateway.example.com
  --token TOKEN            A sign-in token (the refresh token /login?token=… carries); or ${TOKEN_ENV}.
                           The check spends it and, at the end, proves that a spent token is refused,
                           which ends that session. Locally: /local/login?account=creator.
  --pending-token TOKEN    With --write: a sign-in token of a sandbox account that has not agreed to the
                           terms (locally: account=newcomer); or ${PENDING_TOKEN_ENV}.
  --write                  Also exercise the write rules (sandbox account only: it creates two launchpads
                           named as a check, which the API cannot delete).
  --app-origin URL         The app's origin, when the app calls the gateway directly (CORS is checked);
                           without it the gateway is expected behind the app's host (same-origin).
  --timeout-ms MS          An answer slower than this is reported (default ${DEFAULT_TIMEOUT_MS}, spec §9; uploads 3×).
  --refresh-grace-seconds  How long a spent refresh token may be reused (default ${DEFAULT_REFRESH_GRACE_SECONDS}).
  --max-ids N              Launchpads and creators whose reads are followed (default 50).
  --json                   The report as JSON (for CI).
Exits 1 on any mismatch, 2 on bad usage.`;

export class UsageError extends Error {}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): CheckOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'pending-token': { type: 'string' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'app-origin': { type: 'string' },
      'timeout-ms': { type: 'string' },
      'refresh-grace-seconds': { type: 'string' },
      'max-ids': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) throw new UsageError(USAGE);
  const baseUrl = values['base-url'];
  if (!baseUrl || !URL.canParse(baseUrl)) throw new UsageError(`--base-url needs the gateway's URL.\n\n${USAGE}`);
  const token = values.token ?? env[TOKEN_ENV];
  if (!token) throw new UsageError(`Give a sign-in token with --token or ${TOKEN_ENV}.\n\n${USAGE}`);
  const number = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0) throw new UsageError(`--${name} needs a number.`);
    return parsed;
  };
  return {
    baseUrl: new URL(baseUrl).origin,
    token,
    pendingToken: values['pending-token'] ?? env[PENDING_TOKEN_ENV],
    write: values.write,
    json: values.json,
    appOrigin: values['app-origin'] ? new URL(values['app-origin']).origin : undefined,
    timeoutMs: number('timeout-ms', values['timeout-ms'], DEFAULT_TIMEOUT_MS),
    refreshGraceSeconds: number(
      'refresh-grace-seconds',
      values['refresh-grace-seconds'],
      DEFAULT_REFRESH_GRACE_SECONDS,
    ),
    maxIds: number('max-ids', values['max-ids'], 50),
  };
}
