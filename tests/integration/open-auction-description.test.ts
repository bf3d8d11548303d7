import { describe, expect, it } from 'vitest';
import { sampleLaunchpad } from '../fakes/sample-data';
import { createTestContainer } from '../support/test-container';
import type { AuctionDescription } from '../../src/domain/auction/auction-description';
import { NetworkError } from '../../src/application/errors/app-error';
import { launchpadKeys } from '../../src/application/reads/launchpad-reads';
import { OpenAuctionDescription } from '../../src/application/auctions/open-auction-description';

const links = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
const saved: AuctionDescription = {
  id: 7,
  launchpadId: 1,
  title: '서울의 밤',
  artistName: '김하늘',
  summary: '',
  items: [{ name: '첫 작품', description: '', imageUrl: null }],
  visible: true,
  projectInfo: '',
  links,
  status: 'DRAFT',
  updatedAt: '2026-11-20T00:00:00.000Z',
  submittedAt: null,
};

function makeSut() {
  const kit = createTestContainer();
  return { ...kit, open: kit.container.get(OpenAuctionDescription) };
}

describe('OpenAuctionDescription', () => {
  it('given a saved description, then the form opens with it, not prefilled, and the collection is not read', async () => {
    const { api, open } = makeSut();
    const opening = await open.execute(sampleLaunchpad(), saved);
    expect(opening.prefilled).toBe(false);
    expect(opening.values).toMatchObject({ title: '서울의 밤', items: [{ key: 'saved-0', name: '첫 작품' }] });
    expect(api.callsOf('getContractMetadata')).toEqual([]);
  });

  it("given nothing saved on a single-edition launchpad, then its tokens are the items, and the read is the cache's", async () => {
    const { api, queryClient, open } = makeSut();
    api.singleTokens.set(1, [{ tokenId: 1, name: '토큰 하나', description: '설명', imageUrl: null, attributes: [] }]);
    const opening = await open.execute(sampleLaunchpad(), undefined);
    expect(opening).toEqual({
      prefilled: true,
      // the empty artist fields, from the sample's 승인됨 profile (김하늘, YouTube, Instagram)
      filledIn: ['artistName', 'youtube', 'instagram'],
      values: expect.objectContaining({
        title: '서울의 밤 컬렉션',
        items: [{ key: 'saved-0', name: '토큰 하나', description: '설명', imageUrl: null }],
      }),
    });
    expect(api.callsOf('getContractMetadata')).toEqual([[1]]);
    expect(queryClient.getQueryData(launchpadKeys.contractMetadata(1))).toMatchObject({
      tokens: [{ name: '토큰 하나' }],
    });
  });

  it('given nothing saved on a multi-edition launchpad with no edition yet, then no items and not prefilled', async () => {
    const { api, open } = makeSut();
    const opening = await open.execute(sampleLaunchpad({ id: 2, collectionType: 'MULTI' }), undefined);
    expect(api.callsOf('getMultiMetadata')).toEqual([[2]]);
    expect(opening.prefilled).toBe(false);
    expect(opening.values.items).toEqual([]);
  });

  it('given the collection cannot be read, then the title still comes from the launchpad, no items, and the failure is reported', async () => {
    const { api, reporter, open } = makeSut();
    api.failNext(new NetworkError('down'), 'getContractMetadata');
    const opening = await open.execute(sampleLaunchpad(), undefined);
    expect(opening).toMatchObject({ prefilled: false, values: { title: '서울의 밤 컬렉션', items: [] } });
    expect(reporter.reports[0]?.context).toEqual({
      area: 'auction-description',
      action: 'prefill-items',
      launchpadId: 1,
    });
  });
});
