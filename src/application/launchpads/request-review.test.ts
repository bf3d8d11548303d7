import { describe, expect, it } from 'vitest';
import { sampleAuctionDescription } from '../../../tests/fakes/sample-data';
import { fakeAreaApis } from '../../../tests/fakes/fake-area-apis';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { createTestReadCaches } from '../../../tests/fakes/fake-read-caches';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { makeLaunchReady } from '../../../tests/fakes/ready-launch';
import { SaveAuctionDescription } from '../auctions/save-auction-description';
import { NetworkError, ValidationError } from '../errors/app-error';
import { launchpadKeys } from '../reads/launchpad-reads';
import { LaunchLockedError } from './launch-lock';
import { RequestReview, type ReviewPart } from './request-review';
import { SaveCollectionMetadata } from './save-collection-metadata';

const MULTI = 5; // 세폴리아 테스트 드롭: 작성 중, multi edition
const SINGLE = 1;

/** A multi (5) and a single (1) launch, both 작성 중 with every part a review needs, their forms saved as drafts. */
function makeSut() {
  const api = new FakeCreatorsServer(new FixedClock('2026-11-23T09:00:00.000Z'));
  makeLaunchReady(api, MULTI);
  makeLaunchReady(api, SINGLE);
  const apis = fakeAreaApis(api);
  const caches = createTestReadCaches();
  const [guard, reporter, queryClient] = [caches.guard(api), new FakeErrorReporter(), caches.client];
  const request = new RequestReview(
    apis,
    queryClient,
    guard,
    new SaveCollectionMetadata(apis.contracts, api.clock, caches.launchpads, guard),
    new SaveAuctionDescription(apis.auctions, caches.launchpads, guard),
    caches.launchpads,
    reporter,
  );
  const submits = () =>
    api.calls
      .filter((call) => call.method.startsWith('submit'))
      .map((call) => [call.method, (call.args[0] as { temporary: boolean }).temporary]);
  return { api, queryClient, reporter, request, submits };
}

describe('RequestReview (심사 요청)', () => {
  it.each([
    ['multi', MULTI, 'submitMultiMetadata'],
    ['single', SINGLE, 'submitSingleMetadata'],
  ] as const)(
    'given a ready %s launch, then the metadata then the auction description are submitted, and the launch is 심사 중 only once the last is accepted',
    async (_, id, metadataCall) => {
      const { api, request, submits } = makeSut();
      const seen: [ReviewPart, string, string][] = [];
      const outcome = await request.execute(id, (part, state) => seen.push([part, state, api.launchpad(id).status]));
      expect(outcome).toEqual({ kind: 'in-review', submitted: ['metadata', 'auction'] });
      expect(submits()).toEqual([
        [metadataCall, false],
        ['submitAuctionDescription', false],
      ]);
      expect(seen).toEqual([
        ['metadata', 'sending', 'DRAFT'],
        ['metadata', 'submitted', 'DRAFT'], // never on the metadata alone
        ['auction', 'sending', 'DRAFT'],
        ['auction', 'submitted', 'IN_REVIEW'],
      ]);
    },
  );

  it('submits each part as stored, on the version it reads now (not the one a page cached earlier)', async () => {
    const { api, request, queryClient } = makeSut();
    queryClient.setQueryData(launchpadKeys.auctionDescriptions(MULTI), [
      sampleAuctionDescription({ launchpadId: MULTI, title: '예전 제목', updatedAt: '2026-10-01T00:00:00.000Z' }),
    ]);
    api.auctionDescriptions[0]!.updatedAt = '2026-11-02T00:00:00.000Z';
    await request.execute(MULTI);
    expect(api.callsOf('submitAuctionDescription')[0]![0]).toMatchObject({
      title: '경매',
      temporary: false,
      baseUpdatedAt: '2026-11-02T00:00:00.000Z',
    });
    expect(queryClient.getQueryData(launchpadKeys.detail(MULTI))).toMatchObject({ status: 'IN_REVIEW' });
  });

  it('given the auction description fails, then the creator learns which part, the metadata stays submitted, the failure is reported, and 다시 시도 sends only the rest', async () => {
    const { api, request, reporter, submits } = makeSut();
    const refused = new NetworkError('offline');
    api.failNext(refused, 'submitAuctionDescription');

    const first = await request.execute(MULTI);
    expect(first).toEqual({ kind: 'failed', part: 'auction', error: refused, submitted: ['metadata'] });
    expect(api.multiMetadata.get(MULTI)?.status).toBe('SUBMITTED');
    expect(api.launchpad(MULTI).status).toBe('DRAFT');
    expect(reporter.reports).toEqual([
      {
        error: refused,
        context: expect.objectContaining({ action: 'request-review', part: 'auction', launchpadId: MULTI }),
      },
    ]);

    const retry = await request.execute(MULTI);
    expect(retry).toEqual({ kind: 'in-review', submitted: ['auction'] });
    expect(submits()).toEqual([
      ['submitMultiMetadata', false],
      ['submitAuctionDescription', false],
      ['submitAuctionDescription', false],
    ]);
    expect(api.launchpad(MULTI).status).toBe('IN_REVIEW');
  });

  it('given the metadata fails, then the auction description is not sent (the order is fixed)', async () => {
    const { api, request, submits } = makeSut();
    api.failNext(new ValidationError('내용을 작성해주세요.', 'name', { status: 400 }), 'submitMultiMetadata');
    expect(await request.execute(MULTI)).toMatchObject({ kind: 'failed', part: 'metadata', submitted: [] });
    expect(submits()).toEqual([['submitMultiMetadata', false]]);
    expect(api.auctionDescriptions.find((d) => d.launchpadId === MULTI)?.status).toBe('DRAFT');
  });

  type Api = ReturnType<typeof makeSut>['api'];
  it.each<[string, number, (api: Api) => void]>([
    ['the auction description lacks its artist', MULTI, (api) => (api.auctionDescriptions[0]!.artistName = '')],
    ['a token has no image yet', SINGLE, (api) => (api.singleTokens.get(SINGLE)![1]!.imageUrl = '2.png')],
    [
      'the contract is owned by another wallet',
      MULTI,
      (api) => (api.eoa!.address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    ],
  ])('given %s, then nothing is sent and it says the launch is not ready', async (_, id, change) => {
    const { api, request, submits } = makeSut();
    change(api);
    expect(await request.execute(id)).toEqual({ kind: 'not-ready' });
    expect(submits()).toEqual([]);
  });

  it('given every part already submitted while the launch stayed 작성 중, then the last part is sent again and the launch goes to 심사', async () => {
    const { api, request, submits } = makeSut();
    api.multiMetadata.get(MULTI)!.status = 'SUBMITTED';
    api.auctionDescriptions[0]!.status = 'SUBMITTED';
    expect(await request.execute(MULTI)).toEqual({ kind: 'in-review', submitted: ['auction'] });
    expect(submits()).toEqual([['submitAuctionDescription', false]]);
    expect(api.launchpad(MULTI).status).toBe('IN_REVIEW');
  });

  it('given a launch already 심사 중, then nothing is sent; from 승인됨 on it is refused before any call', async () => {
    const { api, request, submits } = makeSut();
    api.launchpad(MULTI).status = 'IN_REVIEW';
    expect(await request.execute(MULTI)).toEqual({ kind: 'in-review', submitted: [] });
    api.launchpad(SINGLE).status = 'LIVE';
    await expect(request.execute(SINGLE)).rejects.toBeInstanceOf(LaunchLockedError);
    expect(submits()).toEqual([]);
  });

  it('given a gateway that accepts every part but leaves the launch 작성 중, then it says so and reports it', async () => {
    const { api, request, reporter } = makeSut();
    api.submitted = () => undefined; // a gateway that does not follow the rule
    expect(await request.execute(MULTI)).toEqual({
      kind: 'not-moved',
      status: 'DRAFT',
      submitted: ['metadata', 'auction'],
    });
    expect(reporter.reports).toHaveLength(1);
  });
});
