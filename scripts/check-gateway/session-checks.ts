import type { TokenPair } from '../../src/domain/auth/token-pair';
import type { Findings } from './findings';
import type { Answer, GatewayClient } from './gateway-client';
import { checkAnswer, checkErrorBody } from './shape-check';

/** A refresh rule that is one status: held or not, and whether it held. */
function expectStatus(findings: Findings, rule: string, answer: Answer | null, status: number): boolean {
  const held = answer?.status === status;
  findings.rule('refresh', rule, held, String(status), String(answer?.status ?? 'no answer'));
  return held;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spends a sign-in token for a pair as the app does at /login (without agreeing to anything). */
export async function signIn(client: GatewayClient, findings: Findings, token: string): Promise<TokenPair | undefined> {
  const answer = await client.call('refresh', { token: null, body: { token } });
  if (!answer) return undefined;
  const pair = checkAnswer(findings, 'refresh', answer);
  findings.rule(
    'refresh',
    'the sign-in token is exchanged for a pair',
    !!pair,
    '2xx {accessToken, refreshToken}',
    String(answer.status),
  );
  findings.secret(pair?.accessToken);
  findings.secret(pair?.refreshToken);
  return pair;
}

/**
 * The refresh protocol: rotation (a new refresh token each time, the new access token works), and a
 * spent refresh token presented after the grace period is refused (401), which revokes its family,
 * so the session's access token stops working. It ends the check's session, so it runs last.
 */
export async function checkRefresh(
  client: GatewayClient,
  findings: Findings,
  pair: TokenPair,
  graceSeconds: number,
): Promise<void> {
  const spentAt = Date.now();
  const rotated = await client.call('refresh', { token: null, body: { token: pair.refreshToken } });
  const next = rotated && checkAnswer(findings, 'refresh', rotated, 'refresh');
  if (!next) {
    findings.rule(
      'refresh',
      'rotation: a refresh token is exchanged again',
      false,
      '2xx pair',
      String(rotated?.status ?? 'no answer'),
    );
    return;
  }
  findings.secret(next.accessToken);
  findings.secret(next.refreshToken);
  const renewed = next.refreshToken !== pair.refreshToken && next.accessToken !== pair.accessToken;
  findings.rule(
    'refresh',
    'rotation: a new pair each time',
    renewed,
    'new access and refresh tokens',
    renewed ? 'new' : 'the same token again',
  );
  const works = await client.call('getUserInfo', { token: next.accessToken });
  expectStatus(findings, 'rotation: the new access token works', works, 200);

  await sleep(Math.max(0, graceSeconds * 1000 + 500 - (Date.now() - spentAt)));
  const reused = await client.call('refresh', { token: null, body: { token: pair.refreshToken } });
  const refused = expectStatus(
    findings,
    `a spent refresh token is refused after the ${graceSeconds} s grace period`,
    reused,
    401,
  );
  if (reused && reused.status >= 300) checkErrorBody(findings, 'POST /cl/auth/v1/refresh', reused, 'refresh');
  if (!refused) return;
  const after = await client.call('getUserInfo', { token: next.accessToken });
  expectStatus(findings, 'reuse revokes the session (its access token is refused)', after, 401);
}

const FOREIGN_ORIGIN = 'https://gateway-check.invalid';

/**
 * CORS as the host expects: with the app on another origin, a preflight for a bearer PUT and a GET
 * must let that origin read; behind the app's host (same-origin), no other origin may read answers.
 */
export async function checkCors(
  client: GatewayClient,
  findings: Findings,
  appOrigin: string | undefined,
): Promise<void> {
  const path = '/cl/user/v1/users/info';
  if (!appOrigin) {
    const answer = await client.raw(`GET ${path}`, path, {
      headers: { origin: FOREIGN_ORIGIN, authorization: `Bearer ${client.accessToken ?? ''}` },
    });
    const allowed = answer?.headers.get('access-control-allow-origin');
    const closed = !!answer && (allowed === null || (allowed !== '*' && allowed !== FOREIGN_ORIGIN));
    findings.rule(
      'cors',
      'same-origin: another origin may not read answers',
      closed,
      'no Access-Control-Allow-Origin for it',
      String(allowed),
    );
    return;
  }
  const preflight = await client.raw(`OPTIONS ${path}`, '/cl/creators-lab/v2/launchpads/1', {
    method: 'OPTIONS',
    headers: {
      origin: appOrigin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'authorization,content-type',
    },
  });
  const header = (name: string) => preflight?.headers.get(name)?.toLowerCase() ?? '';
  const origin = preflight?.headers.get('access-control-allow-origin');
  const lets = (list: string, item: string) =>
    list.split(/\s*,\s*/).some((v) => v === item || (v === '*' && item !== 'authorization'));
  const ok =
    !!preflight &&
    preflight.status < 300 &&
    (origin === appOrigin || origin === '*') &&
    lets(header('access-control-allow-methods'), 'put') &&
    lets(header('access-control-allow-headers'), 'authorization') &&
    lets(header('access-control-allow-headers'), 'content-type');
  const seen = `${preflight?.status ?? 'no answer'}, origin ${String(origin)}, methods "${header('access-control-allow-methods')}", headers "${header('access-control-allow-headers')}"`;
  findings.rule(
    'cors',
    `preflight lets ${appOrigin} send a bearer PUT`,
    ok,
    'origin, PUT, authorization and content-type allowed',
    seen,
  );
  const get = await client.raw(`GET ${path}`, path, {
    headers: { origin: appOrigin, authorization: `Bearer ${client.accessToken ?? ''}` },
  });
  const readable = get?.headers.get('access-control-allow-origin');
  findings.rule(
    'cors',
    `${appOrigin} may read answers`,
    readable === appOrigin || readable === '*',
    appOrigin,
    String(readable),
  );
}
