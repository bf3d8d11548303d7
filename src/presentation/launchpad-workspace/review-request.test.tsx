import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLaunchReady } from '../../../tests/fakes/ready-launch';
import { createTestContainer } from '../../../tests/support/test-container';
import { renderApp } from '../../../tests/support/render-app';
import { TimeoutError } from '../../application/errors/app-error';

/** The workspace's last step of a ready single-edition launch (1), signed in. */
async function open() {
  const kit = createTestContainer();
  makeLaunchReady(kit.api, 1);
  await kit.signIn();
  const rendered = renderApp('/launchpads/1/auction-description', kit);
  await screen.findByRole('form', { name: '경매 설명 작성' });
  return { ...rendered, kit };
}

describe('심사 요청 in the workspace', () => {
  it('is offered after the last step and in 심사 전 남은 일; it asks once, naming what it sends and what locks, then the launch is 심사 중', async () => {
    const { user, kit } = await open();
    const bar = screen.getByRole('region', { name: '경매 설명 저장' });
    // On this step the steps column is a rail: 심사 전 남은 일 opens from its last mark.
    await user.click(screen.getByRole('button', { name: '심사 전 남은 일 없음' }));
    const left = await screen.findByRole('region', { name: '심사 전 남은 일' });
    expect(left).toHaveTextContent('심사에 필요한 내용이 모두 준비되었습니다.');
    expect(within(bar).getByRole('button', { name: '심사 요청' })).toBeEnabled();
    await user.click(within(left).getByRole('button', { name: '심사 요청' }));

    const dialog = await screen.findByRole('dialog', { name: '심사를 요청하시겠습니까?' });
    expect(within(dialog).getByRole('list', { name: '심사 요청' })).toHaveTextContent(
      '컬렉션 메타데이터제출 전경매 설명제출 전',
    );
    expect(dialog).toHaveTextContent('심사가 시작되면이더리움 체인과 컨트랙트는 바꿀 수 없습니다.');
    expect(kit.api.calls.filter((call) => call.method.startsWith('submit'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '심사 요청' }));

    await user.click(await screen.findByRole('button', { name: '심사 진행 상황' }));
    expect(await screen.findByRole('region', { name: '심사 진행 상황' })).toHaveTextContent('심사 중입니다');
    expect(kit.api.launchpad(1).status).toBe('IN_REVIEW');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '심사를 요청하시겠습니까?' })).not.toBeInTheDocument(),
    );
    // After the last step of a launch in review, the bar leads to the list.
    expect(within(bar).getByRole('link', { name: '런치패드 목록으로' })).toHaveAttribute('href', '/launchpads');
  });

  it('names the part that failed with its reason, keeps what was submitted, and 다시 시도 finishes the rest', async () => {
    const { user, kit } = await open();
    kit.api.failNext(new TimeoutError(10_000), 'submitAuctionDescription');
    await user.click(
      within(screen.getByRole('region', { name: '경매 설명 저장' })).getByRole('button', { name: '심사 요청' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '심사를 요청하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '심사 요청' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('경매 설명을 제출하지 못했습니다.');
    expect(alert).toHaveTextContent('서버의 응답이 늦어지고 있습니다.');
    expect(alert).toHaveTextContent('컬렉션 메타데이터는 제출되었습니다. 다시 시도하면 남은 항목만 제출합니다.');
    expect(kit.api.launchpad(1).status).toBe('DRAFT');
    expect(kit.reporter.reports.at(-1)?.context).toMatchObject({ action: 'request-review', part: 'auction' });

    await user.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '심사 진행 상황' })).toBeInTheDocument();
    expect(kit.api.callsOf('submitSingleMetadata')).toHaveLength(1);
    expect(kit.api.callsOf('submitAuctionDescription')).toHaveLength(2);
  });
});
