import { describe, expect, it } from 'vitest';
import { FakeCreatorProfilesApi } from '../../../tests/fakes/fake-creator-profiles-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { ValidationError } from '../errors/app-error';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { meKeys } from '../reads/me-reads';
import { SubmitCreator, type SubmitCreatorFields } from './submit-creator';

const fields: SubmitCreatorFields = {
  name: '김하늘',
  description: '빛과 도시',
  youtubeUrl: ' https://youtube.com/@haneul ',
  instagramUrl: '',
  xUrl: 'x.com/haneul',
};
const png = () => new File([new Uint8Array(64)], 'face.png', { type: 'image/png' });

describe('SubmitCreator', () => {
  it('given valid fields and an image, when executed, then trimmed fields, the image and the progress callback go to the API', async () => {
    const api = new FakeCreatorsServer();
    const progress: number[] = [];
    const image = png();
    const saved = await new SubmitCreator(new FakeCreatorProfilesApi(api), createTestReadCaches().me).execute(
      1,
      fields,
      image,
      { onUploadProgress: (f) => progress.push(f) },
    );
    const [id, input, sentImage] = api.callsOf('submitCreator')[0] ?? [];
    expect(id).toBe(1);
    expect(input).toEqual({ ...fields, youtubeUrl: 'https://youtube.com/@haneul' });
    expect(sentImage).toBe(image);
    expect(progress).toEqual([1]);
    expect(saved.status).toBe('SUBMITTED');
  });

  it('given a submit, when the API answers, then the profile’s page takes the answer and the list refetches (its status)', async () => {
    const caches = createTestReadCaches();
    caches.client.setQueryData(meKeys.creators(), []);
    const saved = await new SubmitCreator(new FakeCreatorProfilesApi(new FakeCreatorsServer()), caches.me).execute(
      1,
      fields,
      null,
    );
    expect(caches.client.getQueryData(meKeys.creator(1))).toEqual(saved);
    expect(caches.stale(meKeys.creators())).toBe(true);
  });

  it.each([
    [{ youtubeUrl: 'https://vimeo.com/1' }, 'youtubeUrl', '유효하지 않은 유튜브 링크입니다.'],
    [{ instagramUrl: 'instagram.com' }, 'instagramUrl', '유효하지 않은 인스타그램 링크입니다.'],
    [{ xUrl: 'https://twitter.com/a' }, 'xUrl', '유효하지 않은 X 링크입니다.'],
    [{ name: '' }, 'name', '내용을 작성해주세요.'],
  ])(
    'given %o, when executed, then it fails at %s with the rule’s message and sends nothing',
    async (patch, field, message) => {
      const api = new FakeCreatorsServer();
      const error = await new SubmitCreator(new FakeCreatorProfilesApi(api), createTestReadCaches().me)
        .execute(1, { ...fields, ...patch }, null)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error).toMatchObject({ field, userMessage: message });
      expect(api.callsOf('submitCreator')).toHaveLength(0);
    },
  );

  it('given an SVG image, when executed, then it fails at image and sends nothing', async () => {
    const api = new FakeCreatorsServer();
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    await expect(
      new SubmitCreator(new FakeCreatorProfilesApi(api), createTestReadCaches().me).execute(1, fields, svg),
    ).rejects.toMatchObject({ field: 'image' });
    expect(api.callsOf('submitCreator')).toHaveLength(0);
  });

  it('given the server refuses a field, when executed, then its ValidationError is passed on', async () => {
    const api = new FakeCreatorsServer();
    api.failNext(new ValidationError('이미 사용 중인 이름입니다.', 'name'), 'submitCreator');
    await expect(
      new SubmitCreator(new FakeCreatorProfilesApi(api), createTestReadCaches().me).execute(1, fields, null),
    ).rejects.toMatchObject({ field: 'name' });
  });
});
