// @vitest-environment node
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, ApiClient } from '../../local-api/test-support/api-client';
import { startSignedIn, type TestApi } from '../../local-api/test-support/test-api';
import { auctionFieldsSchema } from '../../src/domain/auction/auction-form';
import { deployFormSchema } from '../../src/domain/contract/contract-deploy';
import { addressRuleProblem } from '../../src/domain/contract/contract-target';
import { submitCreatorInputSchema } from '../../src/domain/creator/creator';
import { createLaunchpadInputSchema } from '../../src/domain/launchpad/launchpad';
import { metadataRules } from '../../src/domain/metadata/metadata-form';
import { updatePhoneInputSchema } from '../../src/domain/user/user-info';

/**
 * Requirements §5's messages, typed here from the spec byte for byte (not imported: the test must
 * fail when the code's copy drifts). Every rule gives exactly its message in every form of the app
 * that uses it, and in the local API's 400 at the field.
 */
const spec = {
  contractAddress: '유효하지 않은 스마트 컨트랙트 주소입니다.',
  phone: '휴대폰 번호를 다시 확인해주세요.',
  httpsLink: '올바른 형식의 링크를 입력해 주세요.',
  youtube: '유효하지 않은 유튜브 링크입니다.',
  instagram: '유효하지 않은 인스타그램 링크입니다.',
  x: '유효하지 않은 X 링크입니다.',
  kakaoTalk: '유효하지 않은 카카오톡 링크입니다.',
  year: (currentYear: number) => `1950 ~ ${currentYear}까지만 허용 됩니다.`,
  notAString: '유효하지 않은 문자열입니다.',
  required: '내용을 작성해주세요.',
  tooBig: (max: number) => `항목이 ${max}자를 넘어갑니다.`,
};

const YEAR = 2026;
const single = metadataRules('SINGLE', YEAR, true, '');
const multi = metadataRules('MULTI', YEAR, true, '');
const links = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };
const metadataForm = { name: '컬렉션', description: '', year: '', ...links };
const multiForm = { ...metadataForm, tokenName: '에디션', tokenDescription: '', supply: '10' };
const auctionForm = { title: '경매', artistName: '김하늘', summary: '', projectInfo: '', ...links };
const creatorForm = { name: '하늘', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' };

/** The message a schema gives for `input` at `field` (the first issue there). */
function messageAt(schema: v.GenericSchema, input: unknown, field: string): string | undefined {
  const result = v.safeParse(schema, input);
  return result.issues?.find((issue) => v.getDotPath(issue) === field)?.message;
}

type AppCase = [form: string, schema: v.GenericSchema, input: unknown, field: string];
interface Rule {
  rule: string;
  message: string;
  app: AppCase[];
  /** The API's request with the bad value, and the field its 400 names. */
  api: (c: Context) => Promise<{ answer: Answer<unknown>; field: string }>;
}
interface Context {
  creator: ApiClient;
  singleId: number;
  multiId: number;
  creatorId: number;
}

const singleBody = (launchpadId: number) => ({
  launchpadId,
  name: '컬렉션',
  description: '',
  imageUrl: null,
  year: 2026,
  links,
  temporary: false,
});
const multiBody = (launchpadId: number) => ({
  ...singleBody(launchpadId),
  tokenName: '에디션',
  tokenDescription: '',
  mediaUrl: null,
  supply: 10,
});
const auctionBody = (launchpadId: number) => ({
  launchpadId,
  title: '경매',
  artistName: '김하늘',
  summary: '',
  items: [],
  visible: true,
  projectInfo: '',
  links,
  temporary: false,
});
const creatorBody = { name: '하늘', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' };

/** A social link rule: the metadata and auction forms (links.<key>) and, where it has one, the creator profile. */
function socialLink(key: 'youtube' | 'instagram' | 'x', creatorKey: string, bad: string): AppCase[] {
  return [
    ['metadata', single, { ...metadataForm, [key]: bad }, key],
    ['auction', auctionFieldsSchema, { ...auctionForm, [key]: bad }, key],
    ['creator', submitCreatorInputSchema, { ...creatorForm, [creatorKey]: bad }, creatorKey],
  ];
}

const rules: Rule[] = [
  {
    rule: 'smart contract address',
    message: spec.contractAddress,
    app: [],
    api: async (c) => ({
      answer: await c.creator.call('upsertContract', {
        body: {
          launchpadId: c.singleId,
          chain: 'LUNIVERSE',
          chainId: 256,
          address: '0x1234',
          standard: 'ERC721',
          name: '',
          symbol: '',
          ownerAddress: null,
        },
      }),
      field: 'address',
    }),
  },
  {
    rule: 'phone number',
    message: spec.phone,
    app: [['phone', updatePhoneInputSchema, { phoneNumber: '0101234567' }, 'phoneNumber']],
    api: async (c) => ({
      answer: await c.creator.call('updatePhone', { body: { phoneNumber: '01112345678' } }),
      field: 'phoneNumber',
    }),
  },
  {
    rule: 'https link (http:// too: a hint may follow on screen, the message stays)',
    message: spec.httpsLink,
    app: [
      ['metadata', single, { ...metadataForm, website: 'http://haneul.studio' }, 'website'],
      ['auction', auctionFieldsSchema, { ...auctionForm, website: 'http://haneul.studio' }, 'website'],
      ['auction', auctionFieldsSchema, { ...auctionForm, website: 'haneul.studio' }, 'website'],
    ],
    api: async (c) => ({
      answer: await c.creator.call('submitSingleMetadata', {
        body: { ...singleBody(c.singleId), links: { ...links, website: 'http://haneul.studio' } },
      }),
      field: 'links.website',
    }),
  },
  {
    rule: 'YouTube link',
    message: spec.youtube,
    app: socialLink('youtube', 'youtubeUrl', 'https://vimeo.com/x'),
    api: async (c) => ({
      answer: await c.creator.call('submitCreator', {
        params: { id: c.creatorId },
        body: { ...creatorBody, youtubeUrl: 'http://youtube.com/@haneul' },
      }),
      field: 'youtubeUrl',
    }),
  },
  {
    rule: 'Instagram link',
    message: spec.instagram,
    app: socialLink('instagram', 'instagramUrl', 'instagram.com'),
    api: async (c) => ({
      answer: await c.creator.call('submitAuctionDescription', {
        body: { ...auctionBody(c.singleId), links: { ...links, instagram: 'instagram.org/a' } },
      }),
      field: 'links.instagram',
    }),
  },
  {
    rule: 'X link',
    message: spec.x,
    app: socialLink('x', 'xUrl', 'twitter.com/haneul'),
    api: async (c) => ({
      answer: await c.creator.call('submitCreator', {
        params: { id: c.creatorId },
        body: { ...creatorBody, xUrl: 'twitter.com/haneul' },
      }),
      field: 'xUrl',
    }),
  },
  {
    rule: 'KakaoTalk link',
    message: spec.kakaoTalk,
    app: [
      ['metadata', single, { ...metadataForm, kakaoTalk: 'kakao.com/o/a' }, 'kakaoTalk'],
      ['auction', auctionFieldsSchema, { ...auctionForm, kakaoTalk: 'kakao.com/o/a' }, 'kakaoTalk'],
    ],
    api: async (c) => ({
      answer: await c.creator.call('submitMultiMetadata', {
        body: { ...multiBody(c.multiId), links: { ...links, kakaoTalk: 'kakao.com/o/a' } },
      }),
      field: 'links.kakaoTalk',
    }),
  },
  {
    rule: 'year',
    message: spec.year(YEAR),
    app: [
      ['metadata', single, { ...metadataForm, year: '1949' }, 'year'],
      ['metadata', multi, { ...multiForm, year: '2027' }, 'year'],
    ],
    api: async (c) => ({
      answer: await c.creator.call('submitSingleMetadata', { body: { ...singleBody(c.singleId), year: 1949 } }),
      field: 'year',
    }),
  },
  {
    rule: 'missing (a blank required text: the token name, the launchpad name, …)',
    message: spec.required,
    app: [
      ['multi metadata', multi, { ...multiForm, tokenName: '  ' }, 'tokenName'],
      ['metadata', single, { ...metadataForm, name: '' }, 'name'],
      ['auction', auctionFieldsSchema, { ...auctionForm, title: '' }, 'title'],
      ['creator', submitCreatorInputSchema, { ...creatorForm, name: '' }, 'name'],
      [
        'new launchpad',
        createLaunchpadInputSchema,
        { name: ' ', chain: 'ETHEREUM', chainId: 1, collectionType: 'SINGLE' },
        'name',
      ],
      ['deploy', deployFormSchema, { name: '', symbol: 'SEOUL' }, 'name'],
      ['deploy', deployFormSchema, { name: '서울', symbol: '' }, 'symbol'],
    ],
    api: async (c) => ({
      answer: await c.creator.call('submitMultiMetadata', { body: { ...multiBody(c.multiId), tokenName: '' } }),
      field: 'tokenName',
    }),
  },
  {
    rule: 'missing or null (a value left out)',
    message: spec.required,
    app: [['phone', updatePhoneInputSchema, {}, 'phoneNumber']],
    api: async (c) => ({ answer: await c.creator.call('updatePhone', { body: {} }), field: 'phoneNumber' }),
  },
  {
    rule: 'not a string',
    message: spec.notAString,
    app: [['creator', submitCreatorInputSchema, { ...creatorForm, description: 3 }, 'description']],
    api: async (c) => ({
      answer: await c.creator.call('submitCreator', {
        params: { id: c.creatorId },
        body: { ...creatorBody, description: 3 },
      }),
      field: 'description',
    }),
  },
  {
    rule: 'too big (100 characters for a collection name)',
    message: spec.tooBig(100),
    app: [
      ['metadata', single, { ...metadataForm, name: '가'.repeat(101) }, 'name'],
      ['multi metadata', multi, { ...multiForm, tokenName: '가'.repeat(101) }, 'tokenName'],
    ],
    api: async (c) => ({
      answer: await c.creator.call('submitSingleMetadata', {
        body: { ...singleBody(c.singleId), name: '가'.repeat(101) },
      }),
      field: 'name',
    }),
  },
];

let t: TestApi;
let context: Context;
beforeAll(async () => {
  const started = await startSignedIn();
  t = started.t;
  const { creator } = started;
  const create = (collectionType: 'SINGLE' | 'MULTI') =>
    creator.ok('createLaunchpad', { body: { name: '§5', chain: 'LUNIVERSE', chainId: 256, collectionType } });
  const [singleLaunchpad, multiLaunchpad] = [await create('SINGLE'), await create('MULTI')];
  const creatorId = (await creator.ok('listCreators')).items[0]!.id;
  context = { creator, singleId: singleLaunchpad.id, multiId: multiLaunchpad.id, creatorId };
});
afterAll(() => t.close());

describe('requirements §5: one rule, one message, in the app and in the API', () => {
  it('the API clock is in the year the app rules are checked with', () => {
    expect(t.clock.now().getUTCFullYear()).toBe(YEAR);
  });

  const appCases = rules.flatMap(({ rule, message, app }) =>
    app.map(([form, schema, input, field]) => ({ rule, message, form, schema, input, field })),
  );
  it.each(appCases)('$rule: the $form form says the spec message at $field', ({ message, schema, input, field }) => {
    expect(messageAt(schema, input, field)).toBe(message);
  });

  it('the contract step says the contract address message before it reads the chain', () => {
    expect(addressRuleProblem('0x1234')).toBe(spec.contractAddress);
    expect(addressRuleProblem('0x52908400098527886E0F7030069857D2E4169EE7'.toLowerCase())).toBeNull();
  });

  it.each(rules)('$rule: the API answers 400 with exactly the spec message at the field', async ({ message, api }) => {
    const { answer, field } = await api(context);
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toEqual({ code: 'BAD_REQUEST', message, field });
  });
});
