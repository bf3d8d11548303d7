// @vitest-environment node
// Node, not happy-dom: the local API's server and the checker need Node's own fetch and streams.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorsApi } from '../../contract/creators-api';
import { checkGateway } from '../../scripts/check-gateway/run-check';
import { writeRules } from '../../scripts/check-gateway/write-rules';
import { APP_ORIGIN, checkOptions, startLocalGateway, type LocalGateway } from './local-gateway';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.close());

const getPaths = Object.values(creatorsApi)
  .filter((endpoint) => endpoint.method === 'GET')
  .map((endpoint) => `GET ${endpoint.path}`);

describe('npm run check:gateway against the local API', () => {
  it('read-only: every GET of the contract answers in its shape, the refresh protocol and same-origin hold', async () => {
    const report = await checkGateway(checkOptions({ baseUrl: gateway.url, token: await gateway.token() }));

    expect(report.mismatches).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.held.filter((h) => h.area === 'read').map((h) => h.rule)).toEqual(expect.arrayContaining(getPaths));
    expect(report.held.filter((h) => h.area === 'refresh')).toHaveLength(5);
    expect(report.held.some((h) => h.area === 'cors')).toBe(true);
    expect(report.left).toEqual([]);
  }, 60_000);

  it('--write: every write rule of docs/api-rules.md holds, in a creator’s order, with CORS for the app’s origin', async () => {
    const report = await checkGateway(
      checkOptions({
        baseUrl: gateway.url,
        token: await gateway.token('creator'),
        pendingToken: await gateway.token('newcomer'),
        write: true,
        appOrigin: APP_ORIGIN,
      }),
    );

    expect(report.mismatches).toEqual([]);
    expect(report.skipped).toEqual([]);
    const held = report.held.map((h) => h.rule);
    for (const { rule } of writeRules)
      expect(
        held.some((name) => name.startsWith(rule)),
        rule,
      ).toBe(true);
    expect(held).toContain('lifecycle locks: ENDED is read-only');
    expect(report.held.filter((h) => h.area === 'cors')).toHaveLength(2);
    expect(report.left).toHaveLength(2);
  }, 60_000);

  it('runs as the npm script: JSON for CI, exit 0, the token taken from the environment and never printed', async () => {
    const token = await gateway.token();
    // Asynchronous: the local API answers from this same process.
    const run = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/check-gateway/main.ts',
        '--base-url',
        gateway.url,
        '--json',
        '--refresh-grace-seconds',
        '1',
      ],
      { env: { ...process.env, CHECK_GATEWAY_TOKEN: token }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toContain(token);
    const report = JSON.parse(run.stdout) as { mismatches: unknown[]; mode: string };
    expect(report).toMatchObject({ mismatches: [], mode: 'read-only' });
  }, 60_000);

  it('says how to use it, exit 2, when the base URL or the token is missing', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-gateway/main.ts', '--base-url', gateway.url],
      {
        env: { ...process.env, CHECK_GATEWAY_TOKEN: '' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--token');
  }, 30_000);
});
