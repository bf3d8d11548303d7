import { describe, expect, it } from 'vitest';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { emptySocialLinks } from '../../domain/metadata/social-links';
import { ValidationError } from '../errors/app-error';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { launchpadKeys } from '../reads/launchpad-reads';
import { LaunchLockedError } from './launch-lock';
import { SaveCollectionMetadata } from './save-collection-metadata';

// 2026-12-31 16:00 UTC is already 2027-01-01 in Korea.
const setup = (now = '2026-11-23T09:00:00.000Z') => {
  const api = new FakeCreatorsServer(new FixedClock(now));
  // The sample's single launchpad (1) is on sale, so read-only: these saves are of one 작성 중.
  api.launchpad(1).status = 'DRAFT';
  const caches = createTestReadCaches();
  const save = new SaveCollectionMetadata(
    new FakeContractsApi(api),
    new FixedClock(now),
    caches.launchpads,
    caches.guard(api),
  );
  return { api, caches, save };
};
const single = {
  launchpadId: 1,
  name: ' 서울의 밤 ',
  description: '',
  imageUrl: null,
  year: 2026,
  links: emptySocialLinks,
  temporary: false as const,
};
const multi = { ...single, launchpadId: 5, tokenName: '에디션', tokenDescription: '', mediaUrl: null, supply: 1000 };

describe('SaveCollectionMetadata', () => {
  it('given 제출 of a single, then it is sent trimmed and comes back SUBMITTED', async () => {
    const { api, save } = setup();
    expect(await save.single(single)).toMatchObject({
      name: '서울의 밤',
      status: 'SUBMITTED',
      submittedAt: '2026-11-23T09:00:00.000Z',
    });
    expect(api.callsOf('submitSingleMetadata')).toHaveLength(1);
  });

  it('given 임시저장 of a multi without name, token name or supply, then it is kept as a DRAFT; the launchpad stays a draft, even after a 제출 of the metadata alone', async () => {
    const { api, save } = setup();
    const draft = await save.multi({ ...multi, name: '', tokenName: '', supply: null, temporary: true });
    expect(draft).toMatchObject({ status: 'DRAFT', submittedAt: null, supply: null });
    expect(api.launchpads.find((l) => l.id === 5)?.status).toBe('DRAFT');
    // 제출 of the metadata alone never sends the launch to review (심사 요청 submits its last part).
    expect(await save.multi(multi)).toMatchObject({ status: 'SUBMITTED' });
    expect(api.launchpads.find((l) => l.id === 5)?.status).toBe('DRAFT');
  });

  it.each([
    ['a year after this year in Korea', { year: 2027 }, 'year', '1950 ~ 2026까지만 허용 됩니다.'],
    ['1949', { year: 1949 }, 'year', '1950 ~ 2026까지만 허용 됩니다.'],
    ['a bad X link', { links: { ...emptySocialLinks, x: 'twitter.com/a' } }, 'links.x', '유효하지 않은 X 링크입니다.'],
    ['a blank name on 제출', { name: ' ' }, 'name', '내용을 작성해주세요.'],
  ])(
    'given %s, then it is refused at the field before any call, even as a draft where the value is wrong',
    async (_, change, field, message) => {
      const { api, save } = setup();
      const failure = save.single({ ...single, ...change });
      await expect(failure).rejects.toBeInstanceOf(ValidationError);
      await expect(failure).rejects.toMatchObject({ field, userMessage: message });
      if (field !== 'name')
        await expect(save.single({ ...single, ...change, temporary: true })).rejects.toMatchObject({ field });
      expect(api.callsOf('submitSingleMetadata')).toHaveLength(0);
    },
  );

  it('given New Year’s Eve 16:00 UTC, then next year is already allowed (Korean time)', async () => {
    const { save } = setup('2026-12-31T16:00:00.000Z');
    expect(await save.single({ ...single, year: 2027 })).toMatchObject({ year: 2027 });
  });

  it('given 임시저장, then the answer is the cached metadata and the launchpad is not refetched (the list is marked stale); after 제출 it and the list are', async () => {
    const { api, caches, save } = setup();
    caches.client.setQueryData(
      launchpadKeys.detail(5),
      api.launchpads.find((l) => l.id === 5),
    );
    caches.client.setQueryData(launchpadKeys.list(), { items: api.launchpads, total: api.launchpads.length });
    const draft = await save.multi({ ...multi, temporary: true });
    expect(caches.client.getQueryData(launchpadKeys.multiMetadata(5))).toEqual(draft);
    expect(caches.stale(launchpadKeys.detail(5))).toBe(false);
    const submitted = await save.multi(multi);
    expect(caches.client.getQueryData(launchpadKeys.multiMetadata(5))).toEqual(submitted);
    expect(caches.stale(launchpadKeys.detail(5))).toBe(true);
    expect(caches.stale(launchpadKeys.list())).toBe(true);
    await save.single(single);
    expect(caches.client.getQueryData(launchpadKeys.singleMetadata(1))).toMatchObject({ status: 'SUBMITTED' });
  });

  it('given a supply over 1,000,000, then 제출 is refused at supply', async () => {
    const { save } = setup();
    await expect(save.multi({ ...multi, supply: 1_000_001 })).rejects.toMatchObject({ field: 'supply' });
  });

  it.each([
    ['승인됨', 'APPROVED', 1],
    ['종료', 'ENDED', 2],
  ] as const)(
    'given a launch %s, then neither kind is saved: refused with the API’s sentence before any call',
    async (_, status, id) => {
      const { api, save } = setup();
      api.launchpad(id).status = status;
      const failures = [
        save.single({ ...single, launchpadId: id, temporary: true, name: '' }),
        save.multi({ ...multi, launchpadId: id }),
      ];
      for (const failure of failures) {
        await expect(failure).rejects.toBeInstanceOf(LaunchLockedError);
        await expect(failure).rejects.toMatchObject({ userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' });
      }
      expect([...api.callsOf('submitSingleMetadata'), ...api.callsOf('submitMultiMetadata')]).toHaveLength(0);
    },
  );

  it('given a launch under 심사, then its metadata still saves (it goes back to 심사)', async () => {
    const { save } = setup();
    expect(await save.multi({ ...multi, launchpadId: 3, temporary: true })).toMatchObject({ status: 'DRAFT' });
  });
});
