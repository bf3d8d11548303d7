import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { PREVIEW_FONT_STACK } from '../auction-preview/preview-page';

let t: TestApi;
afterEach(() => t.close());

const description = (launchpadId: number, overrides: Record<string, unknown> = {}) => ({
  launchpadId,
  title: '밤의 도시',
  artistName: '김하늘',
  summary: '첫 줄\n둘째 줄',
  items: [
    { name: '작품 하나', description: '', imageUrl: null },
    { name: '작품 둘', description: '설명', imageUrl: '/local/uploads/abc.png' },
  ],
  visible: true,
  projectInfo: '소개 첫 줄\n소개 둘째 줄',
  links: { website: 'https://haneul.example', youtube: 'youtu.be/abc', instagram: '', x: '', kakaoTalk: '' },
  temporary: true,
  ...overrides,
});

async function launchpadOf(client: ApiClient): Promise<number> {
  return (
    await client.ok('createLaunchpad', {
      body: { name: '경매', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
    })
  ).id;
}

async function previewKey(client: ApiClient, launchpadId: number): Promise<string> {
  return (await client.ok('createAuctionPreviewKey', { query: { launchpadId } })).key;
}

const open = (key: string) => fetch(`${t.url}/local/auction-preview/${encodeURIComponent(key)}`);

describe('auction preview page', () => {
  it('given a saved description and a fresh key, then a Korean page with the title and items under a strict policy, without sign-in', async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const id = await launchpadOf(creator);
    await creator.ok('submitAuctionDescription', { body: description(id) });

    const response = await open(await previewKey(creator, id));
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<h1>밤의 도시</h1>');
    expect(html).toContain('<h3>작품 하나</h3>');
    // A broken image shows its placeholder, never its alt text; the name is the heading below it.
    expect(html).toContain(
      '<div class="media"><span class="placeholder" aria-hidden="true">이미지를 불러오지 못했습니다</span><img src="/local/uploads/abc.png" alt=""></div><h3>작품 둘</h3>',
    );
    expect(html).toContain('word-break: keep-all');
    expect(html).toContain(`font-family: ${PREVIEW_FONT_STACK};`);
    expect(html).toContain('href="https://youtu.be/abc"');
    expect(html).toContain('작성 중인 경매 설명입니다');
    expect(html).not.toMatch(/<script/i);
  });

  it("given the style hash in the policy, then it is the hash of the page's one style element", async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const id = await launchpadOf(creator);
    const response = await open(await previewKey(creator, id));
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('given markup in every text, then it is shown as text, never as HTML', async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const id = await launchpadOf(creator);
    const evil = '<script>alert(1)</script>"\'&';
    await creator.ok('submitAuctionDescription', {
      body: description(id, {
        title: evil,
        artistName: `<img src=x onerror=alert(1)>`,
        summary: evil,
        projectInfo: evil,
        items: [{ name: `"><svg onload=alert(1)>`, description: evil, imageUrl: null }],
      }),
    });
    // The API now refuses a javascript: image; a record saved before that rule may still hold one.
    const stored = [{ name: `"><svg onload=alert(1)>`, description: evil, imageUrl: 'javascript:alert(1)' }];
    t.api.db
      .prepare('UPDATE auction_descriptions SET items_json = ? WHERE launchpad_id = ?')
      .run(JSON.stringify(stored), id);

    const html = await (await open(await previewKey(creator, id))).text();

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
  });

  it('given a key past its 30 minutes, then a Korean expiry page (410) with no data', async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const id = await launchpadOf(creator);
    await creator.ok('submitAuctionDescription', { body: description(id) });
    const key = await previewKey(creator, id);

    t.clock.advanceSeconds(30 * 60 - 1);
    expect((await open(key)).status).toBe(200);
    t.clock.advanceSeconds(1);
    const response = await open(key);
    const html = await response.text();

    expect(response.status).toBe(410);
    expect(html).toContain('미리보기 링크가 만료되었습니다');
    expect(html).toContain('만든 뒤 30분 동안만');
    expect(html).not.toContain('밤의 도시');
    expect(html).not.toContain('작품');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('given a shorter key lifetime setting, then keys expire after it', async () => {
    t = await startTestApi({ previewTtlSeconds: 5 });
    const creator = await t.signIn();
    const id = await launchpadOf(creator);
    const { key, expiresAt } = await creator.ok('createAuctionPreviewKey', { query: { launchpadId: id } });
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(5000);
    t.clock.advanceSeconds(5);
    expect((await open(key)).status).toBe(410);
  });

  it('given an unknown key, then a Korean not-found page (404) with no data', async () => {
    t = await startTestApi();
    const response = await open('no-such-key');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('미리보기 링크를 찾을 수 없습니다');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it("given two creators, then each key shows only its own launchpad's description", async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const newcomer = await t.signIn('newcomer');
    const mine = await launchpadOf(creator);
    const theirs = await launchpadOf(newcomer);
    await creator.ok('submitAuctionDescription', { body: description(mine, { title: '하늘의 경매' }) });
    await newcomer.ok('submitAuctionDescription', { body: description(theirs, { title: '바다의 경매' }) });

    const mineHtml = await (await open(await previewKey(creator, mine))).text();
    const theirsHtml = await (await open(await previewKey(newcomer, theirs))).text();

    expect(mineHtml).toContain('하늘의 경매');
    expect(mineHtml).not.toContain('바다의 경매');
    expect(theirsHtml).toContain('바다의 경매');
    expect(theirsHtml).not.toContain('하늘의 경매');
    expect((await newcomer.call('createAuctionPreviewKey', { query: { launchpadId: mine } })).status).toBe(404);
  });

  it('given no description saved yet, then the page says so', async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const id = await launchpadOf(creator);
    const html = await (await open(await previewKey(creator, id))).text();
    expect(html).toContain('아직 저장된 경매 설명이 없습니다');
  });
});
