import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { signInToken, startTestApi, type TestApi } from '../test-support/test-api';
import { DEFAULT_REFRESH_GRACE_SECONDS } from './tokens';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi({ accessTtlSeconds: 60 });
});
afterEach(() => t.close());

describe('sign-in page', () => {
  it('given no account, when /local/login is opened, then it lists the demo accounts in Korean, one button each', async () => {
    const response = await fetch(`${t.url}/local/login`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="ko">');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html.match(/<button type="submit" name="account"/g)).toHaveLength(4);
    expect(html).toContain('김하늘로 로그인');
    expect(html).toContain('정새봄으로 로그인');
    expect(html).toContain('박하람으로 로그인');
    expect(html).toContain('약관 미동의');
  });

  it('given the page, when an account button is pressed, then it redirects to the app with a fresh token and the consent', async () => {
    const response = await fetch(`${t.url}/local/login`, {
      method: 'POST',
      body: new URLSearchParams({ account: 'newcomer' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.origin + target.pathname).toBe('http://localhost:5173/login');
    expect(target.searchParams.get('termsAgreed')).toBe('false');
    expect(target.searchParams.get('token')).toMatch(/^rt_/);
  });

  it('given ?account=creator, then it redirects at once with termsAgreed=true', async () => {
    const response = await fetch(`${t.url}/local/login?account=creator`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!).searchParams.get('termsAgreed')).toBe('true');
  });

  it('given an unknown account, then it answers 404 with the list and a notice', async () => {
    const response = await fetch(`${t.url}/local/login?account=mallory`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('알 수 없는 계정입니다.');
  });
});

describe('where sign-in redirects', () => {
  /** fetch cannot set Host; the app's proxy does (changeOrigin: false). */
  const signInVia = (url: string, host: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request(`${url}/local/login?account=creator`, { headers: { host } }, (res) => {
        res.resume();
        resolve(res.headers.location ?? '');
      });
      req.on('error', reject).end();
    });

  it('given no configured app origin, when the page is reached through the app proxy on 127.0.0.1:4173, then it redirects there', async () => {
    const proxied = await startTestApi({ appOrigin: undefined });
    try {
      expect(await signInVia(proxied.url, '127.0.0.1:4173')).toMatch(/^http:\/\/127\.0\.0\.1:4173\/login\?token=rt_/);
      // Reached directly (Host is the API itself), or from a foreign host: the default app origin.
      expect(await signInVia(proxied.url, new URL(proxied.url).host)).toMatch(/^http:\/\/localhost:5173\/login\?/);
      expect(await signInVia(proxied.url, 'evil.example:4173')).toMatch(/^http:\/\/localhost:5173\/login\?/);
    } finally {
      await proxied.close();
    }
  });

  it('given a configured app origin, then it always redirects there', async () => {
    expect(await signInVia(t.url, '127.0.0.1:4173')).toMatch(/^http:\/\/localhost:5173\/login\?/);
  });
});

describe('refresh rotation', () => {
  it('given a sign-in token, when it is exchanged, then a new pair comes back and the access token works', async () => {
    const token = await signInToken(t.url, 'creator');
    const pair = await t.anonymous().ok('refresh', { body: { token } });
    expect(pair.refreshToken).not.toBe(token);
    const info = await new ApiClient(t.url, pair.accessToken).ok('getUserInfo');
    expect(info.userId).toBe('creator');
  });

  it('given a spent refresh token, when it is reused after the grace period, then 401 and the whole family is revoked', async () => {
    const token = await signInToken(t.url, 'creator');
    const first = await t.anonymous().ok('refresh', { body: { token } });
    t.clock.advanceSeconds(DEFAULT_REFRESH_GRACE_SECONDS);

    const reuse = await t.anonymous().call('refresh', { body: { token } });
    expect(reuse.status).toBe(401);
    expect(reuse.ok || reuse.error.code).toBe('UNAUTHORIZED');

    // The thief's (or the creator's) newer tokens die with the family.
    const next = await t.anonymous().call('refresh', { body: { token: first.refreshToken } });
    expect(next.status).toBe(401);
    expect((await new ApiClient(t.url, first.accessToken).call('getUserInfo')).status).toBe(401);
  });

  it('given a page reloaded before it stored the answer, when it presents the spent token within the grace period, then a working pair of the same family comes back', async () => {
    const token = await signInToken(t.url, 'creator');
    const lost = await t.anonymous().ok('refresh', { body: { token } });
    t.clock.advanceSeconds(DEFAULT_REFRESH_GRACE_SECONDS - 1);

    const again = await t.anonymous().ok('refresh', { body: { token } });
    expect(again.refreshToken).not.toBe(lost.refreshToken);
    expect((await new ApiClient(t.url, again.accessToken).ok('getUserInfo')).userId).toBe('creator');
    // The grace counts from the first use: a second later the same token revokes the family.
    t.clock.advanceSeconds(1);
    expect((await t.anonymous().call('refresh', { body: { token } })).status).toBe(401);
    expect((await t.anonymous().call('refresh', { body: { token: again.refreshToken } })).status).toBe(401);
  });

  it('given the grace period set to 0, when a spent token is presented at once, then the family is revoked', async () => {
    const strict = await startTestApi({ refreshGraceSeconds: 0 });
    try {
      const token = await signInToken(strict.url, 'creator');
      const first = await strict.anonymous().ok('refresh', { body: { token } });
      expect((await strict.anonymous().call('refresh', { body: { token } })).status).toBe(401);
      expect((await strict.anonymous().call('refresh', { body: { token: first.refreshToken } })).status).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it('given a chain of refreshes, then each new token works once', async () => {
    let token = await signInToken(t.url, 'creator');
    for (let i = 0; i < 3; i++) {
      const pair = await t.anonymous().ok('refresh', { body: { token } });
      token = pair.refreshToken;
    }
    expect((await t.anonymous().call('refresh', { body: { token } })).status).toBe(200);
  });

  it('given an unknown or malformed token, then 401 with a Korean message', async () => {
    for (const token of ['rt_' + 'A'.repeat(43), 'garbage']) {
      const answer = await t.anonymous().call('refresh', { body: { token } });
      expect(answer.status).toBe(401);
      expect(!answer.ok && answer.error.message).toMatch(/[가-힣]/);
    }
  });

  it('given termsAgreed: true, when the newcomer exchanges the token, then the consent and its time are recorded', async () => {
    const token = await signInToken(t.url, 'newcomer');
    const pair = await t.anonymous().ok('refresh', { body: { token, termsAgreed: true } });
    const info = await new ApiClient(t.url, pair.accessToken).ok('getUserInfo');
    expect(info.termsAgreed).toBe(true);
    expect(info.termsAgreedAt).toBe(t.clock.now().toISOString());
  });

  it('given no termsAgreed, then the newcomer still has not agreed', async () => {
    const client = await t.signIn('newcomer', { termsAgreed: false });
    const info = await client.ok('getUserInfo');
    expect(info).toMatchObject({ termsAgreed: false, termsAgreedAt: null, company: null, phoneNumber: null });
  });
});

describe('bearer check', () => {
  const path = '/cl/creators-lab/v2/launchpads';

  it('given no Authorization header, then 401 UNAUTHORIZED in Korean', async () => {
    const response = await fetch(`${t.url}${path}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
  });

  it.each([['Basic abc'], ['Bearer'], ['Bearer not-a-token'], [`Bearer at_${'x'.repeat(43)}`]])(
    'given a malformed or unknown header %j, then 401',
    async (header) => {
      const response = await fetch(`${t.url}${path}`, { headers: { authorization: header } });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('UNAUTHORIZED');
      expect(body.message).toMatch(/[가-힣]/);
    },
  );

  it('given an access token past its lifetime, then 401 expired, and a refresh brings a working one', async () => {
    const client = await t.signIn();
    expect((await client.call('listLaunchpads')).status).toBe(200);
    t.clock.advanceSeconds(61);
    const expired = await client.call('listLaunchpads');
    expect(expired.status).toBe(401);
    expect(!expired.ok && expired.error.message).toBe('로그인이 만료되었습니다. 다시 로그인해 주세요.');

    const pair = await t.anonymous().ok('refresh', { body: { token: client.refreshToken } });
    expect((await new ApiClient(t.url, pair.accessToken).call('listLaunchpads')).status).toBe(200);
  });

  it('given an unknown /cl route with a token, then 404 JSON', async () => {
    const client = await t.signIn();
    const response = await client.raw('/cl/creators-lab/v9/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
  });
});
