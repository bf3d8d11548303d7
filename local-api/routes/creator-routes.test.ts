import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/test-api';
import { PNG_BYTES } from '../test-support/images';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const submit = {
  name: '하늘',
  description: '빛을 그립니다.',
  youtubeUrl: 'https://youtube.com/@haneul',
  instagramUrl: '',
  xUrl: 'x.com/haneul',
};

describe('creator profiles', () => {
  it('given the demo creator, then two profiles are listed; the newcomer has none', async () => {
    const creator = await t.signIn();
    expect((await creator.ok('listCreators')).items).toHaveLength(2);
    expect((await (await t.signIn('newcomer')).ok('listCreators')).items).toEqual([]);
  });

  it('given a create, then 201 with a DRAFT profile and its id, found by get', async () => {
    const creator = await t.signIn('newcomer');
    const response = await creator.raw('/cl/creators-lab/v1/creators', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '새 크리에이터' }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number };
    expect(await creator.ok('getCreator', { params: { id: created.id } })).toMatchObject({
      id: created.id,
      name: '새 크리에이터',
      status: 'DRAFT',
      submittedAt: null,
      imageUrl: null,
    });
  });

  it('given a JSON submit, then the fields, SUBMITTED and its time are recorded', async () => {
    const creator = await t.signIn();
    const id = (await creator.ok('listCreators')).items[1]!.id;
    t.clock.advanceSeconds(5);
    const submitted = await creator.ok('submitCreator', { params: { id }, body: submit });
    expect(submitted).toMatchObject({ ...submit, status: 'SUBMITTED', submittedAt: t.clock.now().toISOString() });
    expect(await creator.ok('getCreator', { params: { id } })).toEqual(submitted);
  });

  it('given a multipart submit with an image, then the image is stored and served', async () => {
    const creator = await t.signIn();
    const id = (await creator.ok('listCreators')).items[1]!.id;
    const form = new FormData();
    for (const [key, value] of Object.entries(submit)) form.set(key, value);
    form.set('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
    const submitted = await creator.ok('submitCreator', { params: { id }, form });
    // The link names the file it came from (the image column of any browser shows it).
    expect(submitted.imageUrl).toMatch(/^\/local\/uploads\/[0-9a-f]{32}\/me\.png$/);
    const image = await fetch(`${t.url}${submitted.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES);

    // A later submit without an image keeps the one stored.
    const again = await creator.ok('submitCreator', { params: { id }, body: { ...submit, name: '하늘2' } });
    expect(again.imageUrl).toBe(submitted.imageUrl);
  });

  it('given a multipart submit with an empty file part, then no image is set', async () => {
    const creator = await t.signIn();
    const id = (await creator.ok('listCreators')).items[1]!.id;
    const form = new FormData();
    for (const [key, value] of Object.entries(submit)) form.set(key, value);
    form.set('image', new Blob([]), '');
    expect((await creator.ok('submitCreator', { params: { id }, form })).imageUrl).toBeNull();
  });

  it('given a multipart submit with a bad link, then 400 naming the field, and nothing changes', async () => {
    const creator = await t.signIn();
    const before = (await creator.ok('listCreators')).items[1]!;
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...submit, youtubeUrl: 'https://vimeo.com/x' })) form.set(key, value);
    form.set('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
    const answer = await creator.call('submitCreator', { params: { id: before.id }, form });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: '유효하지 않은 유튜브 링크입니다.',
      field: 'youtubeUrl',
    });
    expect(await creator.ok('getCreator', { params: { id: before.id } })).toEqual(before);
  });

  it("given another user's creator id, then get and submit answer 404", async () => {
    const creator = await t.signIn();
    const newcomer = await t.signIn('newcomer');
    const id = (await creator.ok('listCreators')).items[0]!.id;
    expect((await newcomer.call('getCreator', { params: { id } })).status).toBe(404);
    expect((await newcomer.call('submitCreator', { params: { id }, body: submit })).status).toBe(404);
    expect((await creator.ok('getCreator', { params: { id } })).name).toBe('김하늘');
  });
});
