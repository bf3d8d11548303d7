import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import {
  MULTI,
  SINGLE,
  startMetadataStep as makeSut,
  startMetadataStepOn as startOn,
} from '../../../tests/support/metadata-step-kit';
import { NetworkError, ValidationError } from '../../application/errors/app-error';
import { launchpadKeys } from '../../application/reads/launchpad-reads';

const png = (name = 'cover.png') => new File([new Uint8Array(256)], name, { type: 'image/png' });

afterEach(() => vi.useRealTimers());

describe('CollectionMetadataViewModel', () => {
  it('given nothing saved yet, when started, then the collection name starts from the contract’s name and nothing is dirty', async () => {
    const { vm, stop } = await makeSut();
    expect(vm.status).toBe('ready');
    expect(vm.form.values.name).toBe('Seoul Nights');
    expect(vm.reads.saved).toBeNull();
    expect(vm.form.isDirty).toBe(false);
    stop();
  });

  it('given 1949, when the year is left, then the spec message with this year in Korea shows and the year stays as typed', async () => {
    const { vm, stop } = await makeSut();
    vm.setField('year', '1949');
    vm.blurField('year');
    expect(vm.form.message('year')).toBe('1950 ~ 2026까지만 허용 됩니다.');
    expect(vm.form.values.year).toBe('1949');
    vm.setField('year', '2026');
    expect(vm.form.message('year')).toBeUndefined();
    stop();
  });

  it.each([
    ['website', 'http://haneul.studio', '올바른 형식의 링크를 입력해 주세요.'],
    ['website', 'haneul.studio', '올바른 형식의 링크를 입력해 주세요.'],
    ['youtube', 'notyoutube.com/@a', '유효하지 않은 유튜브 링크입니다.'],
    ['instagram', 'instagram.com', '유효하지 않은 인스타그램 링크입니다.'],
    ['x', 'twitter.com/a', '유효하지 않은 X 링크입니다.'],
    ['kakaoTalk', 'kakao.com/o/a', '유효하지 않은 카카오톡 링크입니다.'],
  ] as const)(
    'given a bad %s link, when 임시저장 is pressed, then its spec message shows and nothing is sent',
    async (field, value, message) => {
      const { vm, api, stop } = await makeSut();
      vm.setField(field, value);
      expect(await vm.saveDraft()).toBe(false);
      expect(vm.form.message(field)).toBe(message);
      expect(api.callsOf('submitSingleMetadata')).toHaveLength(0);
      stop();
    },
  );

  it('given a blank name, when 임시저장 is pressed, then a DRAFT is kept on the server, the local draft goes and the launchpad stays a draft', async () => {
    const { vm, api, notices, draftStore, queryClient, stop } = await makeSut();
    vm.setField('name', '');
    vm.setField('description', '밤의 서울');
    vm.form.draft.flush();
    expect(draftStore.entries.size).toBe(1);
    expect(await vm.saveDraft()).toBe(true);
    expect(api.callsOf('submitSingleMetadata')[0]?.[0]).toMatchObject({
      name: '',
      description: '밤의 서울',
      year: null,
      temporary: true,
    });
    expect(vm.reads.saved).toMatchObject({ status: 'DRAFT', submittedAt: null });
    expect(queryClient.getQueryData(launchpadKeys.singleMetadata(SINGLE))).toMatchObject({ status: 'DRAFT' });
    expect(vm.form.isDirty).toBe(false);
    expect(draftStore.entries.size).toBe(0);
    expect(notices.shown).toEqual([{ kind: 'success', message: '컬렉션 메타데이터를 임시저장했습니다.' }]);
    stop();
  });

  it('given valid fields, when 저장 is pressed, then a complete DRAFT is kept (a blank name is refused first): the launch stays 작성 중 and nothing says it was submitted', async () => {
    const { vm, api, notices, page, stop } = await makeSut();
    vm.setField('name', ' ');
    expect(await vm.save()).toBe(false);
    expect(vm.form.message('name')).toBe('내용을 작성해주세요.');
    expect(api.callsOf('submitSingleMetadata')).toHaveLength(0);
    vm.setField('name', 'Seoul Nights');
    vm.setField('year', '2024');
    vm.setField('x', 'https://x.com/haneul');
    expect(await vm.save()).toBe(true);
    expect(api.callsOf('submitSingleMetadata')[0]?.[0]).toMatchObject({
      name: 'Seoul Nights',
      year: 2024,
      temporary: true,
      links: { x: 'https://x.com/haneul' },
    });
    expect(vm.reads.saved).toMatchObject({ status: 'DRAFT', submittedAt: null });
    expect(page.progress.metadata).toEqual({ state: 'complete', submitted: false });
    expect(api.launchpad(SINGLE).status).toBe('DRAFT');
    expect(notices.shown.at(-1)).toEqual({ kind: 'success', message: '컬렉션 메타데이터를 저장했습니다.' });
    stop();
  });

  it('given a server refusal of a link, when saved, then it lands at the field and everything typed stays', async () => {
    const { vm, api, notices, stop } = await makeSut();
    vm.setField('description', '소개');
    api.failNext(new ValidationError('등록할 수 없는 계정입니다.', 'links.x'), 'submitSingleMetadata');
    expect(await vm.saveDraft()).toBe(false);
    expect(vm.form.message('x')).toBe('등록할 수 없는 계정입니다.');
    expect(notices.shown[0]).toMatchObject({
      kind: 'failure',
      message: '컬렉션 메타데이터를 임시저장하지 못했습니다.',
    });
    api.failNext(new NetworkError('offline'), 'submitSingleMetadata');
    vm.setField('x', '');
    expect(await vm.save()).toBe(false);
    expect(notices.shown.at(-1)).toMatchObject({
      kind: 'failure',
      message: '컬렉션 메타데이터를 저장하지 못했습니다.',
    });
    expect(vm.form.values.description).toBe('소개');
    stop();
  });

  it('given an image, when chosen, then it is checked, uploaded with progress and its URL becomes the value (kept by the draft)', async () => {
    const { vm, api, stop } = await makeSut();
    const choosing = vm.images.image.choose(png());
    expect(await choosing).toBe(true);
    const [file, options] = api.callsOf('uploadImage')[0] ?? [];
    expect((file as File).name).toBe('cover.png');
    expect(typeof (options as { onUploadProgress?: unknown }).onUploadProgress).toBe('function');
    expect(vm.form.values.imageUrl).toMatch(/^\/local\/uploads\/.+cover\.png$/);
    expect(vm.images.image.previewOf(vm.form.values.imageUrl)).toBe(vm.form.values.imageUrl);
    expect(vm.images.image.percent).toBeNull();
    expect(vm.form.isDirty).toBe(true);
    vm.images.remove('imageUrl');
    expect(vm.form.values.imageUrl).toBe('');
    stop();
  });

  it('given a 100×100 image, when chosen, then it is refused before any upload with its reason', async () => {
    const { vm, api, imageSize, stop } = await makeSut();
    imageSize.next = { width: 100, height: 100 };
    expect(await vm.images.image.choose(png())).toBe(false);
    expect(vm.images.image.error).toBe('이미지는 가로와 세로 모두 200px 이상이어야 합니다.');
    expect(api.callsOf('uploadImage')).toHaveLength(0);
    stop();
  });

  it('given typing, when the page is reloaded, then the draft is offered and restores', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = createPersonalTestContainer();
    const { vm: first, stop: stopFirst } = await startOn(kit, SINGLE);
    await vi.runAllTimersAsync();
    first.setField('description', '새벽의 서울');
    stopFirst();
    const { vm: again, stop } = await startOn(kit, SINGLE);
    await vi.runAllTimersAsync();
    expect(again.form.values.description).toBe('');
    again.form.draft.restore();
    expect(again.form.values.description).toBe('새벽의 서울');
    stop();
  });

  it('given a multi edition, when the supply is 0 or over 1,000,000, then the range message shows; a right one is saved and the launchpad stays 작성 중', async () => {
    const { vm, api, stop } = await makeSut('MULTI');
    expect(vm.form.values.name).toBe('Sepolia Drop');
    vm.setField('tokenName', '에디션 A');
    vm.setField('supply', '0');
    vm.blurField('supply');
    expect(vm.form.message('supply')).toBe('발행 수량은 1부터 1,000,000까지 입력할 수 있습니다.');
    vm.setField('supply', '1000001');
    expect(await vm.save()).toBe(false);
    expect(vm.form.message('supply')).toBe('발행 수량은 1부터 1,000,000까지 입력할 수 있습니다.');
    vm.setField('supply', '1000');
    expect(await vm.save()).toBe(true);
    expect(api.callsOf('submitMultiMetadata')).toHaveLength(1);
    expect(api.callsOf('submitMultiMetadata')[0]?.[0]).toMatchObject({ tokenName: '에디션 A', supply: 1000 });
    expect(api.launchpads.find((l) => l.id === MULTI)?.status).toBe('DRAFT');
    stop();
  });

  it('given a multi edition without token name and supply, when 임시저장 is pressed, then it is kept as a DRAFT; 저장 asks for both', async () => {
    const { vm, api, stop } = await makeSut('MULTI');
    expect(await vm.saveDraft()).toBe(true);
    expect(api.callsOf('submitMultiMetadata')[0]?.[0]).toMatchObject({ tokenName: '', supply: null, temporary: true });
    expect(await vm.save()).toBe(false);
    expect(vm.form.errors.errors).toEqual({ tokenName: '내용을 작성해주세요.', supply: '내용을 작성해주세요.' });
    stop();
  });

  it('given metadata saved with an old twitter.com link, when opened, then it shows as stored and is flagged at its field', async () => {
    const kit = createPersonalTestContainer();
    const links = { website: '', youtube: '', instagram: '', x: 'https://twitter.com/haneul', kakaoTalk: '' };
    const stored = {
      launchpadId: SINGLE,
      name: '예전 컬렉션',
      description: '',
      imageUrl: null,
      year: null,
      links,
      status: 'DRAFT' as const,
      submittedAt: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    kit.api.singleMetadata.set(SINGLE, stored);
    const { vm, stop } = await makeSut('SINGLE', kit);
    expect(vm.status).toBe('ready');
    expect(vm.form.values.x).toBe('https://twitter.com/haneul');
    expect(vm.form.message('x')).toBe('유효하지 않은 X 링크입니다.');
    stop();
  });

  it('given a LIVE launchpad, then the page says its content cannot change, and a save is refused with the API’s sentence before any call', async () => {
    const kit = createPersonalTestContainer();
    const { page: draft, stop } = await makeSut('SINGLE', kit);
    expect(draft.canChange('content')).toBe(true);
    stop();
    kit.api.launchpads = kit.api.launchpads.map((l) => (l.id === SINGLE ? { ...l, status: 'LIVE' as const } : l));
    await kit.queryClient.refetchQueries({ queryKey: launchpadKeys.detail(SINGLE) });
    const { vm, page, stop: stopAgain } = await startOn(kit, SINGLE);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect([page.canChange('content'), page.whyNot('content')]).toEqual([
      false,
      '승인된 뒤에는 런치패드를 수정할 수 없습니다.',
    ]);
    vm.setField('description', '판매 중에 고친 설명');
    expect(await vm.saveDraft()).toBe(false);
    expect(kit.api.callsOf('submitSingleMetadata')).toHaveLength(0);
    expect(kit.notices.shown.at(-1)).toMatchObject({
      kind: 'failure',
      error: { userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' },
    });
    stopAgain();
  });
});
