import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPersonalRoute } from '../../../../tests/support/render-personal-route';
import { createPersonalTestContainer } from '../../../../tests/support/personal-test-container';
import { UserRejectedError } from '../../../application/errors/app-error';
import WalletPage from './wallet-page';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function setup({ eoa = null as string | null, installed = true } = {}) {
  const kit = createPersonalTestContainer();
  kit.wallet.installed = installed;
  kit.api.eoa = eoa ? { address: eoa, chainId: 1, registeredAt: '2026-11-01T00:00:00.000Z' } : null;
  kit.api.eoaAddress = A;
  return renderPersonalRoute([{ path: '/me/wallet', element: <WalletPage /> }], '/me/wallet', kit);
}

describe('WalletPage', () => {
  it('given no EOA, when the creator connects and signs, then 정상 연결 with the registered address', async () => {
    const { user, wallet } = setup();
    expect(await screen.findByLabelText('연결 상태: 지갑 없음')).toBeInTheDocument();
    wallet.accounts = [A];
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    await user.click(await screen.findByRole('button', { name: '서명하고 등록' }));
    expect(await screen.findByLabelText('연결 상태: 정상 연결')).toBeInTheDocument();
    expect(screen.getAllByText(A)).toHaveLength(2);
    expect(wallet.signed).toHaveLength(1);
  });

  it('given another account connected, then 계정 불일치 with both addresses, how to switch, and signing disabled', async () => {
    const { user, wallet } = setup({ eoa: A });
    expect(await screen.findByLabelText('연결 상태: 등록만 됨')).toBeInTheDocument();
    wallet.accounts = [B];
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    expect(await screen.findByLabelText('연결 상태: 계정 불일치')).toBeInTheDocument();
    expect(screen.getByText('연결된 계정이 등록된 지갑과 다릅니다')).toBeInTheDocument();
    expect(screen.getByText(/계정 목록에서 등록된 지갑 계정을 선택/)).toBeInTheDocument();
    expect(screen.getAllByText(B).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '서명하고 등록' })).toBeDisabled();
  });

  it('given 계정 불일치, when 연결된 계정으로 바꾸기 is confirmed, then both addresses were shown, the new account signs and it becomes 정상 연결', async () => {
    const { user, wallet, api } = setup({ eoa: A });
    await screen.findByLabelText('연결 상태: 등록만 됨');
    wallet.accounts = [B];
    api.eoaAddress = B;
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    await user.click(await screen.findByRole('button', { name: '연결된 계정으로 바꾸기' }));
    const dialog = await screen.findByRole('dialog', { name: '등록된 지갑을 바꾸시겠습니까?' });
    expect(dialog).toHaveTextContent(`지금 등록된 지갑: ${A}`);
    expect(dialog).toHaveTextContent(`새로 등록할 지갑: ${B}`);
    await user.click(within(dialog).getByRole('button', { name: '서명하고 바꾸기' }));
    expect(await screen.findByLabelText('연결 상태: 정상 연결')).toBeInTheDocument();
    expect(wallet.signed).toHaveLength(1);
    expect(api.eoa?.address.toLowerCase()).toBe(B.toLowerCase());
  });

  it('given 계정 불일치, when the replacement is cancelled, then nothing is signed and the mismatch stays', async () => {
    const { user, wallet } = setup({ eoa: A });
    await screen.findByLabelText('연결 상태: 등록만 됨');
    wallet.accounts = [B];
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    await user.click(await screen.findByRole('button', { name: '연결된 계정으로 바꾸기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(wallet.signed).toHaveLength(0);
    expect(screen.getByLabelText('연결 상태: 계정 불일치')).toBeInTheDocument();
  });

  it('given no MetaMask on arrival, when 지갑 연결 is pressed anyway, then it answers with how to install, not nothing', async () => {
    const { user } = setup({ installed: false });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'MetaMask 설치하기' })).toHaveLength(2);
  });

  it('given the creator rejects the signature, then the Korean message says what to do next', async () => {
    const { user, wallet } = setup();
    await screen.findByLabelText('연결 상태: 지갑 없음');
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    wallet.failNext(new UserRejectedError('no'), 'signMessage');
    await user.click(await screen.findByRole('button', { name: '서명하고 등록' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '요청을 취소했습니다. 계속하려면 다시 시도하고 MetaMask 창에서 승인해 주세요.',
    );
  });

  it('given no MetaMask, when connecting, then install guidance with the download link', async () => {
    const { user, wallet } = setup();
    wallet.installed = false;
    await screen.findByLabelText('연결 상태: 지갑 없음');
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('MetaMask가 설치되어 있지 않습니다.');
    expect(screen.getByRole('link', { name: 'MetaMask 설치하기' })).toHaveAttribute(
      'href',
      'https://metamask.io/download/',
    );
  });

  it('given no MetaMask, on arrival the install card shows, before any 지갑 연결', async () => {
    setup({ installed: false });
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('MetaMask가 필요합니다');
    expect(card).toHaveTextContent('MetaMask가 설치되어 있지 않습니다.');
    expect(screen.getByRole('link', { name: 'MetaMask 설치하기' })).toHaveAttribute(
      'href',
      'https://metamask.io/download/',
    );
  });

  it('given a wallet on an unsupported network, then a warning (not an all-clear) with a switch to the registered chain', async () => {
    const { user, wallet } = setup({ eoa: A });
    await screen.findByLabelText('연결 상태: 등록만 됨');
    wallet.accounts = [A.toLowerCase()];
    wallet.chainId = 56;
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('지원하지 않는 네트워크입니다');
    // The status chip agrees with the warning: no 정상 연결 on a network the product does not support.
    expect(screen.getByLabelText('연결 상태: 지원하지 않는 네트워크')).toBeInTheDocument();
    expect(screen.queryByLabelText('연결 상태: 정상 연결')).not.toBeInTheDocument();
    expect(warning).toHaveTextContent('체인 ID 56');
    await user.click(screen.getByRole('button', { name: '이더리움으로 전환' }));
    expect(wallet.switched).toEqual([1]);
    expect(screen.queryByText('지원하지 않는 네트워크입니다')).not.toBeInTheDocument();
  });

  it('given the registered wallet connected in lower case, then one checksummed address, with copy and explorer links; 다시 등록 is not the primary action', async () => {
    const { user, wallet } = setup({ eoa: A });
    await screen.findByLabelText('연결 상태: 등록만 됨');
    wallet.accounts = [A.toLowerCase()];
    await user.click(screen.getByRole('button', { name: '지갑 연결' }));
    expect(await screen.findByLabelText('연결 상태: 정상 연결')).toBeInTheDocument();
    expect(screen.getAllByText(A)).toHaveLength(2);
    expect(screen.queryByText(A.toLowerCase())).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '등록된 지갑 주소 복사' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '등록된 지갑 익스플로러에서 보기' })).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${A}`,
    );
    expect(screen.getByRole('button', { name: '이 계정으로 다시 등록' })).toHaveAttribute('data-variant', 'default');
  });
});
