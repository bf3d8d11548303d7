import { Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorsApi, type EndpointName } from '../contract/creators-api';
import { formatSignInMessage, SIGN_IN_STATEMENT } from '../src/domain/wallet/sign-in-message';
import { ApiClient } from './test-support/api-client';
import { PNG_BYTES } from './test-support/images';
import { signInToken, startTestApi, type TestApi } from './test-support/test-api';

/**
 * Calls every endpoint of the contract once on its happy path. ApiClient parses each answer with
 * the endpoint's response schema, so this proves the server speaks the whole contract.
 */
let t: TestApi;
const called = new Set<EndpointName>();

class RecordingClient extends ApiClient {
  override async ok<N extends EndpointName>(name: N, input?: Parameters<ApiClient['ok']>[1]) {
    const data = await super.ok(name, input);
    called.add(name);
    return data;
  }
}

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('the contract', () => {
  it('given a signed-in creator, then every endpoint answers within its response schema', async () => {
    const pair = await new RecordingClient(t.url, null).ok('refresh', {
      body: { token: await signInToken(t.url, 'creator') },
    });
    const c = new RecordingClient(t.url, pair.accessToken);

    await c.ok('getUserInfo');
    await c.ok('updatePhone', { body: { phoneNumber: '01055556666' } });
    await c.ok('getEoa');
    const wallet = Wallet.createRandom();
    const nonce = await c.ok('createEoaNonce');
    const message = formatSignInMessage({
      domain: 'localhost:5173',
      address: wallet.address,
      statement: SIGN_IN_STATEMENT,
      uri: 'http://localhost:5173/me/wallet',
      chainId: 256,
      nonce: nonce.nonce,
      issuedAt: nonce.issuedAt,
      expirationTime: nonce.expiresAt,
    });
    await c.ok('registerEoa', { body: { message, signature: await wallet.signMessage(message) } });

    const list = await c.ok('listLaunchpads', { query: { size: 1000 } });
    const single = await c.ok('createLaunchpad', {
      body: { name: '싱글', chain: 'LUNIVERSE', chainId: 256, collectionType: 'SINGLE' },
    });
    const multi = await c.ok('createLaunchpad', {
      body: { name: '멀티', chain: 'ETHEREUM', chainId: 11155111, collectionType: 'MULTI' },
    });
    await c.ok('getLaunchpad', { params: { id: list.items[0]!.id } });
    await c.ok('updateLaunchpad', {
      params: { id: single.id },
      body: { name: '싱글!', contractAddress: null, startAt: null, endAt: null },
    });

    const form = new FormData();
    form.set('image', new Blob([PNG_BYTES]), 'a.png');
    const upload = await c.ok('uploadImage', { form });
    const batch = new FormData();
    batch.append('images', new Blob([PNG_BYTES]), 'b.png');
    await c.ok('uploadImages', { form: batch });

    const creators = await c.ok('listCreators');
    const profile = await c.ok('createCreator', { body: { name: '새 프로필' } });
    await c.ok('getCreator', { params: { id: creators.items[0]!.id } });
    await c.ok('submitCreator', {
      params: { id: profile.id },
      body: { name: '새 프로필', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' },
    });

    const links = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
    await c.ok('upsertContract', {
      body: {
        launchpadId: single.id,
        chain: 'LUNIVERSE',
        chainId: 256,
        address: wallet.address,
        standard: 'ERC721',
        name: 'S',
        symbol: 'S',
        ownerAddress: wallet.address,
      },
    });
    await c.ok('syncContract', { body: { launchpadId: single.id } });
    await c.ok('getContractMetadata', { query: { launchpadId: single.id } });
    await c.ok('getDeploymentInfo', { query: { launchpadId: single.id } });
    const hash = `0x${'ab'.repeat(32)}`;
    const deploy = {
      launchpadId: single.id,
      chainId: 256,
      standard: 'ERC721',
      name: 'S',
      symbol: 'S',
      from: wallet.address,
      transactionHash: hash,
      nonce: null,
      startBlock: 1,
      sentAt: '2026-11-25T00:00:00.000Z',
    } as const;
    await c.ok('keepPendingDeploy', { body: deploy });
    await c.ok('getPendingDeploy', { query: { launchpadId: single.id } });
    await c.ok('finishDeploy', {
      body: {
        launchpadId: single.id,
        transactionHash: hash,
        result: 'DEPLOYED',
        blockNumber: 2,
        deployedAt: '2026-11-25T00:00:10.000Z',
      },
    });
    await c.ok('getSingleMetadata', { query: { launchpadId: single.id } });
    await c.ok('submitSingleMetadata', {
      body: {
        launchpadId: single.id,
        name: 'S',
        description: '',
        imageUrl: upload.url,
        year: 2025,
        links,
        temporary: false,
      },
    });
    await c.ok('getMultiMetadata', { query: { launchpadId: multi.id } });
    await c.ok('submitMultiMetadata', {
      body: {
        launchpadId: multi.id,
        name: 'M',
        description: '',
        imageUrl: null,
        year: null,
        links,
        tokenName: 'T',
        tokenDescription: '',
        mediaUrl: upload.url,
        supply: 5,
        temporary: true,
      },
    });
    await c.ok('upsertSingleTokens', {
      body: {
        launchpadId: single.id,
        tokens: [{ tokenId: 0, name: '#0', description: '', imageUrl: upload.url, attributes: [] }],
      },
    });

    await c.ok('listAuctionDescriptions', { query: { launchpadId: single.id } });
    await c.ok('submitAuctionDescription', {
      body: {
        launchpadId: single.id,
        title: 'T',
        artistName: 'A',
        summary: '',
        items: [],
        visible: false,
        projectInfo: '',
        links,
        temporary: false,
      },
    });
    await c.ok('createAuctionPreviewKey', { query: { launchpadId: single.id } });

    expect([...called].sort()).toEqual((Object.keys(creatorsApi) as EndpointName[]).sort());
  });
});
