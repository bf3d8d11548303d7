import { afterEach, describe, expect, it, vi } from 'vitest';
import { pastDraftDelay } from '../../../tests/support/draft-wait';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { NotFoundError, TimeoutError, ValidationError } from '../../application/errors/app-error';
import type { Creator } from '../../domain/creator/creator';
import { meKeys } from '../../application/reads/me-reads';
import { CreatorDetailViewModel } from './creator-detail-view-model';
import { flush } from '../../../tests/support/flush';

const png = (name = 'face.png') => new File([new Uint8Array(128)], name, { type: 'image/png' });
const DRAFT_KEY = 'draft:creator:creator:2:tab-a';

async function makeSut(kit = createPersonalTestContainer(), id = 2) {
  const vm = kit.container.get(CreatorDetailViewModel);
  const stop = vm.start(id);
  await flush();
  await flush();
  return { ...kit, kit, vm, stop };
}

afterEach(() => vi.useRealTimers());

describe('CreatorDetailViewModel', () => {
  it('given a creator, when started, then the form holds its saved values', async () => {
    const { vm, stop } = await makeSut();
    expect(vm.status).toBe('ready');
    expect(vm.form.values).toEqual({
      name: '하늘스튜디오',
      description: '',
      youtubeUrl: '',
      instagramUrl: '',
      xUrl: 'https://x.com/haneulstudio',
    });
    expect(vm.isDirty).toBe(false);
    stop();
  });

  it('given an unknown creator, when started, then the view is in error with NotFound', async () => {
    const { vm, stop } = await makeSut(undefined, 999);
    expect(vm.status).toBe('error');
    expect(vm.error).toBeInstanceOf(NotFoundError);
    stop();
  });

  it('given a bad YouTube link, when the field is left, then the exact message shows and the field keeps the text', async () => {
    const { vm, stop } = await makeSut();
    vm.editForm.set('youtubeUrl', 'youtube.com');
    vm.editForm.blur('youtubeUrl');
    expect(vm.errors.message('youtubeUrl')).toBe('유효하지 않은 유튜브 링크입니다.');
    expect(vm.form.values.youtubeUrl).toBe('youtube.com');
    vm.editForm.set('youtubeUrl', 'https://youtube.com/@haneulstudio');
    expect(vm.errors.message('youtubeUrl')).toBeUndefined();
    stop();
  });

  it('given bad fields, when submitted, then every reason shows, nothing is sent and the first invalid field is known', async () => {
    const { vm, api, stop } = await makeSut();
    vm.editForm.set('name', '');
    vm.editForm.set('xUrl', 'twitter.com/a');
    expect(await vm.submit()).toBe(false);
    expect(vm.errors.errors).toEqual({ name: '내용을 작성해주세요.', xUrl: '유효하지 않은 X 링크입니다.' });
    expect(vm.errors.firstInvalid).toBe('name');
    expect(api.callsOf('submitCreator')).toHaveLength(0);
    stop();
  });

  it('given typing, when the page is reloaded, then the draft is offered and restore brings the typing back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = createPersonalTestContainer();
    const first = kit.container.get(CreatorDetailViewModel);
    const stopFirst = first.start(2);
    await vi.runAllTimersAsync();
    first.editForm.set('description', '밤의 도시를 그립니다');
    await pastDraftDelay();
    expect(kit.draftStore.read(DRAFT_KEY)?.value).toMatchObject({ description: '밤의 도시를 그립니다' });
    stopFirst();

    const { vm, stop } = await (async () => {
      const again = kit.container.get(CreatorDetailViewModel);
      const stopAgain = again.start(2);
      await vi.runAllTimersAsync();
      return { vm: again, stop: stopAgain };
    })();
    expect(vm.form.values.description).toBe('');
    expect(vm.form.offer?.value.description).toBe('밤의 도시를 그립니다');
    vm.form.restore();
    expect(vm.form.values.description).toBe('밤의 도시를 그립니다');
    expect(vm.isDirty).toBe(true);
    stop();
  });

  it('given valid fields and an image, when submitted, then multipart goes out with progress, the cache and form update, and the draft is gone', async () => {
    const { vm, api, queryClient, draftStore, notices, stop } = await makeSut();
    vm.editForm.set('youtubeUrl', 'https://youtube.com/@haneulstudio');
    expect(await vm.image.choose(png())).toBe(true);
    expect(vm.image.previewUrl).toMatch(/^blob:/);
    expect(vm.isDirty).toBe(true);
    vm.form.flush();
    expect(draftStore.entries.size).toBe(1);

    const progress: (number | null)[] = [];
    const submitting = vm.submit();
    progress.push(vm.image.sendingPercent);
    expect(vm.saving).toBe(true);
    expect(await vm.submit()).toBe(false);
    expect(await submitting).toBe(true);

    const [id, input, image] = api.callsOf('submitCreator')[0] ?? [];
    expect([id, (input as { youtubeUrl: string }).youtubeUrl, (image as File).name]).toEqual([
      2,
      'https://youtube.com/@haneulstudio',
      'face.png',
    ]);
    expect(progress).toEqual([0]);
    expect(queryClient.getQueryData<Creator>(meKeys.creator(2))?.status).toBe('SUBMITTED');
    expect(vm.isDirty).toBe(false);
    expect(vm.image.file).toBeNull();
    expect(draftStore.entries.size).toBe(0);
    // Submitting is the setup checklist's creator task: its toast may offer the way back.
    expect(notices.shown).toEqual([{ kind: 'success', message: '크리에이터 프로필을 제출했습니다.', setupTask: true }]);
    stop();
  });

  it('given the server refuses a link, when submitted, then every field stays as typed, the reason is at the field and it is reported', async () => {
    const { vm, api, reporter, notices, draftStore, stop } = await makeSut();
    const refusal = new ValidationError('이 채널은 등록할 수 없습니다.', 'youtubeUrl');
    api.failNext(refusal, 'submitCreator');
    vm.editForm.set('description', '소개 글');
    vm.editForm.set('youtubeUrl', 'youtu.be/abc');
    await vm.image.choose(png());
    expect(await vm.submit()).toBe(false);
    expect(vm.form.values).toMatchObject({ description: '소개 글', youtubeUrl: 'youtu.be/abc' });
    expect(vm.image.file?.name).toBe('face.png');
    expect(vm.errors.message('youtubeUrl')).toBe('이 채널은 등록할 수 없습니다.');
    expect(reporter.errors).toEqual([refusal]);
    expect(notices.shown[0]).toMatchObject({ kind: 'failure', message: '크리에이터 프로필을 제출하지 못했습니다.' });
    vm.form.flush();
    expect(draftStore.read(DRAFT_KEY)?.value).toMatchObject({ description: '소개 글' });
    expect(vm.saving).toBe(false);
    expect(vm.image.sending).toBeNull();
    stop();
  });

  it('given the server refuses the image, when submitted, then the reason shows under the picker, the image stays and the report names the creator', async () => {
    const { vm, api, reporter, stop } = await makeSut();
    const refusal = new ValidationError('이미지 파일이 아닙니다.', 'image');
    api.failNext(refusal, 'submitCreator');
    await vm.image.choose(png());
    expect(await vm.submit()).toBe(false);
    expect(vm.image.error).toBe('이미지 파일이 아닙니다.');
    expect(vm.image.file?.name).toBe('face.png');
    expect(reporter.reports).toEqual([
      { error: refusal, context: { area: 'me', action: 'submit-creator', creatorId: 2 } },
    ]);
    expect(vm.image.sendingPercent).toBeNull();
    stop();
  });

  it('given an upload that times out, when submitted, then the input stays and a toast explains', async () => {
    const { vm, api, notices, stop } = await makeSut();
    api.failNext(new TimeoutError(30_000), 'submitCreator');
    vm.editForm.set('description', '긴 업로드');
    await vm.submit();
    expect(vm.form.values.description).toBe('긴 업로드');
    expect(notices.shown[0]?.error).toBeInstanceOf(TimeoutError);
    stop();
  });

  it.each([
    [
      'an SVG',
      new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }),
      { width: 300, height: 300 },
      'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
    ],
    ['a 100×100 PNG', png(), { width: 100, height: 100 }, '이미지는 가로와 세로 모두 200px 이상이어야 합니다.'],
    ['a 5000×300 PNG', png(), { width: 5000, height: 300 }, '이미지는 가로와 세로 모두 4,096px 이하여야 합니다.'],
    ['bytes that do not decode', png(), new Error('decode'), '이미지를 읽을 수 없습니다. 다른 파일을 선택해 주세요.'],
  ])(
    'given %s, when chosen, then it is refused with its reason and submit sends nothing',
    async (_, file, size, message) => {
      const { vm, api, imageSize, stop } = await makeSut();
      imageSize.next = size;
      expect(await vm.image.choose(file)).toBe(false);
      expect(vm.image.error).toBe(message);
      expect(vm.image.file).toBeNull();
      expect(await vm.submit()).toBe(false);
      expect(api.callsOf('submitCreator')).toHaveLength(0);
      stop();
    },
  );

  it('given a refetch with new saved values and nothing typed, when it arrives, then the form shows them', async () => {
    const { vm, queryClient, stop } = await makeSut();
    const current = queryClient.getQueryData<Creator>(meKeys.creator(2))!;
    queryClient.setQueryData(meKeys.creator(2), { ...current, description: '다른 탭에서 저장' });
    expect(vm.form.values.description).toBe('다른 탭에서 저장');
    stop();
  });
});
