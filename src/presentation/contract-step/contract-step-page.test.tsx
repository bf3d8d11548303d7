import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';

async function openContractStep(
  launchpadId: number,
  prepare?: (kit: ReturnType<typeof createPersonalTestContainer>) => void,
) {
  const kit = createPersonalTestContainer();
  prepare?.(kit);
  await kit.signIn();
  const rendered = renderApp(`/launchpads/${launchpadId}/collection-metadata/multi?step=1`, kit);
  await screen.findByRole('heading', { name: '컨트랙트', level: 2 });
  return { ...rendered, kit };
}

const step = () => screen.getByRole('region', { name: '컨트랙트' });

describe('MultiMetadataPage, the contract step and the launch lifecycle', () => {
  it('given a launchpad under 심사, then its contract and chain are fixed: the field, 저장, 체인 변경 and 새 컨트랙트 배포 are not offered, nor the wallet hint', async () => {
    await openContractStep(3); // 루니버스 한정판 에디션: IN_REVIEW, no wallet registered
    expect(await screen.findByRole('textbox', { name: /컨트랙트 주소/ })).toBeDisabled();
    expect(within(step()).getByText('루니버스 (프라이빗 체인)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /체인/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '체인 변경' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '새 컨트랙트 배포' })).not.toBeInTheDocument();
    expect(screen.queryByText('배포와 소유자 확인에는 등록된 지갑이 필요합니다.')).not.toBeInTheDocument();
  });

  it('given a launchpad 작성 중 and no wallet registered, then the contract can be typed, saved or deployed, and the hint says where to register one', async () => {
    await openContractStep(5); // 세폴리아 테스트 드롭: DRAFT
    expect(await screen.findByRole('textbox', { name: /컨트랙트 주소/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '새 컨트랙트 배포' })).toBeInTheDocument();
    expect(await screen.findByText('배포와 소유자 확인에는 등록된 지갑이 필요합니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '지갑 등록하러 가기' })).toHaveAttribute('href', '/me/wallet');
  });

  it('given a wallet registered and connected, then no wallet hint; another account connected brings it', async () => {
    const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { kit } = await openContractStep(5, (kit) => {
      kit.api.eoa = { address: EOA, chainId: 11155111, registeredAt: '2026-11-01T00:00:00.000Z' };
      kit.wallet.accounts = [EOA];
      kit.wallet.authorized = true;
    });
    await screen.findByRole('button', { name: '새 컨트랙트 배포' });
    expect(screen.queryByText('배포와 소유자 확인에는 등록된 지갑이 필요합니다.')).not.toBeInTheDocument();
    // The same view, a moment later, with the wrong account: the hint was absent for the right reason.
    act(() => kit.wallet.changeAccounts(['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']));
    expect(await screen.findByText('연결된 계정이 등록된 지갑과 다릅니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '지갑 화면으로 가기' })).toHaveAttribute('href', '/me/wallet');
  });

  it('given 체인 변경, then a dialog asks once naming both chains, and the step shows the new chain', async () => {
    const { kit } = await openContractStep(5);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '체인 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '런치패드 체인 변경' });
    expect(within(dialog).getByRole('button', { name: '체인 변경' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '새 체인' }), '84532');
    expect(
      within(dialog).getByText('이더리움 세폴리아 (테스트넷)에서 베이스 세폴리아 (테스트넷)으로 바꾸시겠습니까?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '체인 변경' }));
    expect(await within(step()).findByText('베이스 세폴리아 (테스트넷)')).toBeInTheDocument();
    expect(kit.api.launchpad(5)).toMatchObject({ chain: 'BASE', chainId: 84532 });
  });
});
