import { launchpadSchema, type Launchpad } from '../../src/domain/launchpad/launchpad';
import * as v from 'valibot';
import { creatorsApi } from '../../contract/creators-api';
import { Findings, type Report } from './findings';
import { GatewayClient } from './gateway-client';
import type { CheckOptions } from './options';
import { walkReads } from './read-walk';
import { checkCors, checkRefresh, signIn } from './session-checks';
import type { WriteContext } from './write-kit';
import { writeRules } from './write-rules';

const LOCKED = new Set(['APPROVED', 'LIVE', 'ENDED']);

/**
 * The whole check: sign in with the token, every read, the write rules (with `write`), CORS, and the
 * refresh protocol last (it ends the session). Never throws for what the gateway answers: every
 * surprise is a finding.
 */
export async function checkGateway(options: CheckOptions): Promise<Report> {
  const started = performance.now();
  const findings = new Findings();
  findings.secret(options.token);
  findings.secret(options.pendingToken);
  const client = new GatewayClient(options.baseUrl, findings, options.timeoutMs);

  const pair = await signIn(client, findings, options.token);
  if (pair) {
    client.accessToken = pair.accessToken;
    const reads = await walkReads(client, findings, options.maxIds);
    if (options.write) {
      const listed = reads.items.get(creatorsApi.listLaunchpads.path) ?? [];
      const ctx: WriteContext = { client, findings, pendingToken: options.pendingToken, approved: findLocked(listed) };
      const info = await client.call('getUserInfo');
      if ((info?.body as { termsAgreed?: unknown } | undefined)?.termsAgreed !== true) {
        findings.skip('write', 'write rules', 'the account has not agreed to the terms: its writes are all 403');
      } else {
        for (const rule of writeRules) await rule.run(ctx);
      }
    }
    await checkCors(client, findings, options.appOrigin);
    await checkRefresh(client, findings, pair, options.refreshGraceSeconds);
  }

  return {
    baseUrl: options.baseUrl,
    mode: options.write ? 'write' : 'read-only',
    mismatches: findings.mismatches,
    held: findings.held,
    skipped: findings.skipped,
    answersChecked: findings.answersChecked,
    left: findings.left,
    durationMs: Math.round(performance.now() - started),
  };
}

function findLocked(items: Record<string, unknown>[]): Launchpad | undefined {
  for (const item of items) {
    const parsed = v.safeParse(launchpadSchema, item);
    if (parsed.success && LOCKED.has(parsed.output.status)) return parsed.output;
  }
  return undefined;
}
