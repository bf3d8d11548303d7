import { expect, type APIRequestContext } from '@playwright/test';

const CL = '/cl/creators-lab';

/**
 * The local creators API as the demo creator, straight over HTTP (through the app's proxy): to set
 * up what a test needs but does not drive (a launchpad with a registered contract), and to read
 * back what the app stored. Signs in the way the exchange does, in a session of its own.
 */
export async function creatorApi(request: APIRequestContext) {
  const login = await request.get('/local/login?account=creator', { maxRedirects: 0 });
  expect(login.status()).toBe(302);
  const token = new URL(login.headers()['location']!).searchParams.get('token')!;
  const pair = await request.post('/cl/auth/v1/refresh', { data: { token, termsAgreed: true } });
  expect(pair.ok()).toBe(true);
  const { accessToken } = (await pair.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };

  const call = async <T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> => {
    const answer = await request.fetch(`${CL}${path}`, { method, headers, data });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };

  return {
    /** A new DRAFT launchpad on Luniverse with nothing done yet (no contract). */
    async newLaunchpad(name: string, collectionType: 'SINGLE' | 'MULTI'): Promise<number> {
      return (
        await call<{ id: number }>('POST', '/v2/launchpads', { name, chain: 'LUNIVERSE', chainId: 256, collectionType })
      ).id;
    },
    /** A new DRAFT launchpad on Luniverse with its contract registered (step 1 done). */
    async launchpadWithContract(
      name: string,
      collectionType: 'SINGLE' | 'MULTI',
      contractName: string,
    ): Promise<number> {
      const id = await this.newLaunchpad(name, collectionType);
      const address = `0x${String(id).padStart(40, 'a')}`;
      await call('POST', '/v1/contracts', {
        launchpadId: id,
        chain: 'LUNIVERSE',
        chainId: 256,
        address,
        standard: collectionType === 'SINGLE' ? 'ERC721' : 'ERC1155',
        name: contractName,
        symbol: 'TEST',
        ownerAddress: null,
      });
      return id;
    },
    metadata: (kind: 'single' | 'multi', launchpadId: number) =>
      call<{ metadata: { status: string; submittedAt: string | null; [key: string]: unknown } | null }>(
        'GET',
        `/v1/contracts/${kind}-metadata?launchpadId=${launchpadId}`,
      ),
    /** The tokens saved for a single-edition launchpad, as the API keeps them (what the editions editor sent), each with its version. */
    tokens: async (launchpadId: number) =>
      (
        await call<{ tokens: { tokenId: number; name: string; imageUrl: string | null; updatedAt?: string | null }[] }>(
          'GET',
          `/v1/contracts/metadata?launchpadId=${launchpadId}`,
        )
      ).tokens,
    launchpad: (id: number) => call<{ status: string }>('GET', `/v2/launchpads/${id}`),
    /** Tokens of a single-edition collection (what the auction description's items start from). */
    singleTokens: (launchpadId: number, names: string[]) =>
      call('PATCH', '/v1/contracts/single-tokens', {
        launchpadId,
        tokens: names.map((name, index) => ({
          tokenId: index + 1,
          name,
          description: '',
          imageUrl: null,
          attributes: [],
        })),
      }),
    /** A creator profile of the demo creator, as stored. */
    creatorProfile: (id: number) => call<{ id: number; description: string }>('GET', `/v1/creators/${id}`),
    creatorProfiles: async () =>
      (
        await call<{
          items: { id: number; name: string; status: string; submittedAt: string | null; updatedAt: string }[];
        }>('GET', '/v1/creators')
      ).items,
    /**
     * The name the auction's artist is filled in from: the last submitted profile's (제출됨 or 승인됨).
     * The demo creator’s 김하늘 until a spec earlier in the same worker submits another (personal-area does;
     * the files run in any order, so it may or may not have).
     */
    async submittedArtistName(): Promise<string> {
      const submitted = (await this.creatorProfiles())
        .filter((profile) => profile.status === 'SUBMITTED' || profile.status === 'APPROVED')
        .map((profile) => ({ name: profile.name, when: Date.parse(profile.submittedAt ?? profile.updatedAt) }))
        .sort((a, b) => b.when - a.when);
      expect(submitted.length, 'the demo creator has a submitted profile').toBeGreaterThan(0);
      return submitted[0]!.name;
    },
    /**
     * A single-edition launch with everything a review needs, each part saved as a draft (what a creator
     * has after steps 1 to 4, before 심사 요청): its contract, three tokens with their images, the
     * collection metadata and the auction description.
     */
    async readyLaunch(name: string): Promise<number> {
      const id = await this.launchpadWithContract(name, 'SINGLE', `${name} 컨트랙트`);
      const links = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
      const image = (n: number) => `https://cdn.example.com/${id}/${n}.png`;
      const names = ['봄비', '봄바람', '봄밤'];
      await call('PATCH', '/v1/contracts/single-tokens', {
        launchpadId: id,
        tokens: names.map((token, i) => ({
          tokenId: i + 1,
          name: token,
          description: '',
          imageUrl: image(i + 1),
          attributes: [],
        })),
      });
      const collection = { launchpadId: id, name, description: '', imageUrl: null, year: null, links, temporary: true };
      await call('POST', '/v1/contracts/single-metadata/submit', collection);
      const items = names.map((item, i) => ({ name: item, description: '', imageUrl: image(i + 1) }));
      await call('POST', '/v2/auctions/descriptions/submit', {
        launchpadId: id,
        title: `${name} 경매`,
        artistName: '김하늘',
        summary: '',
        items,
        visible: true,
        projectInfo: '',
        links,
        temporary: true,
      });
      return id;
    },
    auctionDescription: async (launchpadId: number) =>
      (
        await call<{
          items: { status: string; title: string; submittedAt: string | null; items: { name: string }[] }[];
        }>('GET', `/v2/auctions/descriptions?launchpadId=${launchpadId}`)
      ).items[0],
  };
}
