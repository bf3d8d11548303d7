import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../../tests/support/personal-test-container';
import { renderPersonalRoute } from '../../../../tests/support/render-personal-route';
import CreatorDetailPage from './creator-detail-page';

const routes = [{ path: '/me/creators/:creatorId', element: <CreatorDetailPage /> }];
const png = () => new File([new Uint8Array(256)], 'face.png', { type: 'image/png' });

async function open(kit = createPersonalTestContainer(), path = '/me/creators/2') {
  const rendered = renderPersonalRoute(routes, path, kit);
  await screen.findByRole('form', { name: '크리에이터 프로필 편집' });
  return rendered;
}

describe('CreatorDetailPage', () => {
  it('given a bad YouTube link, when the field is left, then the exact message shows and the field keeps what was typed', async () => {
    const { user } = await open();
    const youtube = screen.getByLabelText('유튜브');
    await user.type(youtube, 'youtube.com');
    await user.tab();
    expect(screen.getByText('유효하지 않은 유튜브 링크입니다.')).toBeInTheDocument();
    expect(youtube).toHaveValue('youtube.com');
  });

  it('given bad fields, when 제출 is pressed, then nothing is sent and the first invalid field gets the focus', async () => {
    const { user, api } = await open();
    await user.clear(screen.getByLabelText(/이름/));
    await user.clear(screen.getByLabelText('X'));
    await user.type(screen.getByLabelText('X'), 'twitter.com/a');
    await user.click(screen.getByRole('button', { name: '제출' }));
    expect(screen.getByText('내용을 작성해주세요.')).toBeInTheDocument();
    expect(screen.getByText('유효하지 않은 X 링크입니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/이름/)).toHaveFocus();
    expect(api.callsOf('submitCreator')).toHaveLength(0);
  });

  it('given a fixed link and an image, when 제출 is pressed and confirmed, then the profile is submitted with the image and shows 심사 중', async () => {
    const { user, api, notices } = await open();
    await user.type(screen.getByLabelText('유튜브'), 'https://youtube.com/@haneulstudio');
    await user.upload(screen.getByLabelText('프로필 이미지'), png());
    expect(await screen.findByText('새 이미지: face.png (제출하면 바뀝니다)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '제출' }));
    // Like every 제출, it asks first; 취소 sends nothing.
    const question = await screen.findByRole('dialog', { name: '크리에이터 프로필을 제출하시겠습니까?' });
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(api.callsOf('submitCreator')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '제출' }));
    const dialog = await screen.findByRole('dialog', { name: '크리에이터 프로필을 제출하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '제출' }));
    expect(await screen.findByText('심사 중')).toBeInTheDocument();
    const [, input, image] = api.callsOf('submitCreator')[0]!;
    expect((input as { youtubeUrl: string }).youtubeUrl).toBe('https://youtube.com/@haneulstudio');
    expect((image as File).name).toBe('face.png');
    expect(notices.shown.at(-1)).toEqual({
      kind: 'success',
      message: '크리에이터 프로필을 제출했습니다.',
      setupTask: true,
    });
    expect(screen.getByRole('link', { name: 'https://youtube.com/@haneulstudio' })).toHaveAttribute(
      'href',
      'https://youtube.com/@haneulstudio',
    );
  });

  it('given a too small image, when picked, then its reason shows and it is not kept', async () => {
    const kit = createPersonalTestContainer();
    kit.imageSize.next = { width: 120, height: 120 };
    const { user } = await open(kit);
    await user.upload(screen.getByLabelText('프로필 이미지'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('이미지는 가로와 세로 모두 200px 이상이어야 합니다.');
    expect(screen.queryByText(/새 이미지/)).not.toBeInTheDocument();
  });

  it('given typing and a reload, when the page opens again, then 복원 brings the typing back', async () => {
    const kit = createPersonalTestContainer();
    const first = await open(kit);
    await first.user.type(screen.getByLabelText('소개'), '밤의 도시');
    first.view.unmount();

    const { user } = await open(kit);
    expect(screen.getByLabelText('소개')).toHaveValue('');
    const banner = screen.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' });
    await user.click(within(banner).getByRole('button', { name: '복원' }));
    expect(screen.getByLabelText('소개')).toHaveValue('밤의 도시');
    expect(screen.getByRole('status')).toHaveTextContent(
      /에 입력한 내용을 복원했습니다\. 저장하거나 제출해야 반영됩니다\.$/,
    );
  });

  it('given unsaved typing, when the creator goes back to the list, then 나가기 / 계속 작성 is asked', async () => {
    const { user, router } = await open();
    await user.type(screen.getByLabelText('소개'), '작성 중');
    await user.click(screen.getByRole('link', { name: /크리에이터 목록/ }));
    const dialog = await screen.findByRole('dialog', { name: '페이지를 나가시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe('/me/creators/2');
  });

  it('given stored links that break the rules, when shown, then they are plain text, never links', async () => {
    const kit = createPersonalTestContainer();
    kit.api.creators[1] = {
      ...kit.api.creators[1]!,
      youtubeUrl: 'javascript:alert(1)',
      instagramUrl: 'instagram.com/haneul',
      xUrl: 'https://evil.example/x.com/a',
    };
    await open(kit);
    const preview = screen.getByRole('region', { name: '저장된 프로필' });
    expect(within(preview).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(preview).getByText('https://evil.example/x.com/a').closest('a')).toBeNull();
    expect(within(preview).getByRole('link', { name: 'instagram.com/haneul' })).toHaveAttribute(
      'href',
      'https://instagram.com/haneul',
    );
  });

  it('given an approved profile, when 제출 is pressed, then the creator is warned first; 취소 sends nothing, 다시 제출 sends it', async () => {
    const kit = createPersonalTestContainer();
    const approved = kit.api.creators.find((c) => c.status === 'APPROVED')!;
    const { user, api } = await open(kit, `/me/creators/${approved.id}`);
    await user.click(screen.getByRole('button', { name: '제출' }));
    const dialog = await screen.findByRole('dialog', { name: '승인된 프로필을 다시 제출하시겠습니까?' });
    expect(dialog).toHaveTextContent('심사 중');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsOf('submitCreator')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '제출' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '다시 제출' }));
    expect(await screen.findByText('심사 중')).toBeInTheDocument();
    expect(api.callsOf('submitCreator')).toHaveLength(1);
  });

  it('given the form, then each counter sits under its field, with thousands separators', async () => {
    await open();
    const description = screen.getByLabelText('소개');
    const counter = screen.getByText(/^\d[\d,]* \/ 2,000자$/);
    expect(description.getAttribute('aria-describedby')).toContain(counter.id);
    expect(description.compareDocumentPosition(counter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
