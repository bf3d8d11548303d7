import { afterEach, describe, expect, it } from 'vitest';
import { spawnApi, type SpawnedApi } from './test-support/spawn-api';

describe('npm run api (local-api/main.ts as a process)', () => {
  let api: SpawnedApi | undefined;
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  it('given LOCAL_API_DB=:memory: and a port, then it logs one line with its URL and serves the sign-in page', async () => {
    api = await spawnApi({ LOCAL_API_DB: ':memory:', LOCAL_API_PORT: '0' });
    expect(api.output().trim().split('\n')).toHaveLength(1);
    expect(api.output()).toMatch(
      /^Local creators API listening on http:\/\/127\.0\.0\.1:\d+ \(database: :memory:, seed: demo\)\n$/,
    );
    const page = await fetch(`${api.url}/local/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('김하늘');
  });

  it('given a bad setting, then it stops at once with one message naming the variable', async () => {
    const failure = await spawnApi({ LOCAL_API_DB: ':memory:', LOCAL_API_ACCESS_TTL_SECONDS: 'soon' }).catch(
      (e: Error) => e,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure as Error)).toContain('exited with 1');
    expect(String(failure as Error)).toContain('LOCAL_API_ACCESS_TTL_SECONDS must be a whole number');
  });
});
