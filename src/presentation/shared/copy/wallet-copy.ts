import {
  NetworkError,
  TimeoutError,
  ValidationError,
  ProviderMissingError,
  UserRejectedError,
  WalletError,
  WrongChainError,
  type WalletFailureReason,
} from '../../../application/errors/app-error';
import type { WalletStatus } from '../../../application/ports/wallet';
import { chainLabel, findChainById } from '../../../domain/chain/chains';
import type { WalletLinkStatus } from '../../../domain/wallet/link-status';
import { glossary } from './glossary';
import { withParticle } from './korean';

export const METAMASK_DOWNLOAD_URL = 'https://metamask.io/download/';

const chainName = (id: number | null) => {
  if (id === null) return '알 수 없는 네트워크';
  const chain = findChainById(id);
  return chain ? chainLabel(chain) : `지원하지 않는 네트워크 (${id})`;
};

const reasons: Record<WalletFailureReason, string> = {
  unauthorized: 'MetaMask에서 이 사이트의 계정 접근이 허용되지 않았습니다. 지갑 연결을 다시 눌러 계정을 허용해 주세요.',
  'unsupported-method':
    '지갑이 이 요청을 지원하지 않습니다. MetaMask를 최신 버전으로 업데이트한 뒤 다시 시도해 주세요.',
  disconnected: '지갑이 연결되어 있지 않습니다. MetaMask 잠금을 풀고 지갑 연결을 누른 뒤 다시 시도해 주세요.',
  'request-pending': 'MetaMask에 이미 요청이 열려 있습니다. MetaMask 창을 열어 요청을 확인해 주세요.',
  'chain-switch-unsupported':
    '지갑에서 이 네트워크로 전환할 수 없습니다. MetaMask에서 네트워크를 직접 추가하거나 바꿔 주세요.',
  'account-mismatch': '연결된 계정이 등록된 지갑과 다릅니다. MetaMask에서 등록된 계정으로 전환해 주세요.',
  'insufficient-funds': '지갑의 잔액이 수수료보다 적습니다. 지갑에 수수료만큼 충전한 뒤 다시 시도해 주세요.',
  internal: 'MetaMask에서 오류가 발생했습니다. 잠시 후 다시 시도하고, 계속되면 MetaMask를 다시 열어 주세요.',
};

/** What went wrong with the wallet, and what to do next; null for errors that are not the wallet's. */
export interface WalletErrorGuide {
  message: string;
  /** Where to install MetaMask, when it is missing. */
  link: { href: string; label: string } | null;
}

export function walletErrorGuide(error: unknown): WalletErrorGuide | null {
  if (error instanceof UserRejectedError) {
    return { message: '요청을 취소했습니다. 계속하려면 다시 시도하고 MetaMask 창에서 승인해 주세요.', link: null };
  }
  if (error instanceof ProviderMissingError) {
    const install = { href: METAMASK_DOWNLOAD_URL, label: 'MetaMask 설치하기' };
    if (error.otherWalletName) {
      return {
        message: `${error.otherWalletName} 지갑이 브라우저의 기본 지갑을 차지하고 있어 MetaMask를 찾을 수 없습니다. ${error.otherWalletName} 설정에서 기본 지갑 사용을 끄거나 확장 프로그램을 잠시 끈 뒤, 페이지를 새로고침해 주세요. MetaMask가 없다면 먼저 설치해 주세요.`,
        link: install,
      };
    }
    return {
      message: 'MetaMask가 설치되어 있지 않습니다. MetaMask 확장 프로그램을 설치한 뒤 이 페이지를 새로고침해 주세요.',
      link: install,
    };
  }
  if (error instanceof WrongChainError) {
    return {
      message: `지갑이 ${withParticle(chainName(error.expectedChainId), '으로/로')} 전환되지 않았습니다. 지금은 ${chainName(error.actualChainId)}입니다. MetaMask에서 네트워크를 직접 바꿔 주세요.`,
      link: null,
    };
  }
  if (error instanceof WalletError) return { message: reasons[error.reason], link: null };
  return null;
}

/** Registration failures that are not the wallet's (the API's answer, the network). */
export function registrationErrorText(error: unknown): string {
  if (error instanceof ValidationError)
    return `${error.userMessage} 서명하고 등록을 다시 눌러 새 서명으로 시도해 주세요.`;
  if (error instanceof NetworkError || error instanceof TimeoutError) {
    return '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.';
  }
  return '지갑을 등록하는 중 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.';
}

export const walletStatusLabel: Record<WalletStatus, string> = {
  disconnected: '연결 안 됨',
  connecting: '연결 중',
  reconnecting: '지갑 확인 중',
  connected: '연결됨',
};

export const linkStatusCopy: Record<WalletLinkStatus, { color: string; description: string }> = {
  '지갑 없음': {
    color: 'gray.6',
    description: '등록된 지갑이 없습니다. MetaMask를 연결하고 서명해서 지갑을 등록해 주세요.',
  },
  '등록만 됨': {
    color: 'yellow',
    description: '지갑은 등록되어 있지만 지금 연결된 지갑이 없습니다. 지갑을 연결해 주세요.',
  },
  '정상 연결': { color: 'teal', description: '등록된 지갑이 연결되어 있습니다.' },
  '계정 불일치': {
    color: 'red',
    description: '연결된 계정이 등록된 지갑과 다릅니다. 서명이 필요한 작업은 할 수 없습니다.',
  },
};

/**
 * The link status as the wallet page shows it. The spec's 지갑 없음 means no registered wallet; while
 * MetaMask is connected and nothing is registered yet, the page says 연결만 됨 (as 등록만 됨 says the
 * other half) and what is left to do, never 지갑 없음 beside the connected wallet.
 */
export function shownLinkStatus(
  status: WalletLinkStatus,
  connected: boolean,
): { label: string; color: string; description: string } {
  if (status === '지갑 없음' && connected) {
    return {
      label: '연결만 됨',
      color: 'blue',
      description: 'MetaMask는 연결되었지만 아직 등록한 지갑이 없습니다. 서명하고 등록을 눌러 이 지갑을 등록해 주세요.',
    };
  }
  return { label: status, ...linkStatusCopy[status] };
}

export const walletCopy = {
  connect: '지갑 연결',
  connecting: '연결 중…',
  reconnecting: '지갑 확인 중…',
  disconnect: '연결 해제',
  switchNetwork: '네트워크 전환',
  mainnets: glossary.mainnet,
  testnets: glossary.testnet,
  currentChain: '현재 네트워크',
  chainName,
  connectFailed: '지갑을 연결하지 못했습니다.',
  switchFailed: '네트워크를 전환하지 못했습니다.',
  switched: (name: string) => `${withParticle(name, '으로/로')} 전환했습니다.`,
  disconnected: '지갑 연결을 해제했습니다.',
  page: {
    title: '지갑',
    intro: '런치패드와 컨트랙트에 사용할 지갑(EOA)을 등록합니다. MetaMask로 서명해 이 지갑이 본인 것임을 확인합니다.',
    linkStatus: '연결 상태',
    registered: '등록된 지갑',
    registeredAt: '등록일',
    connected: '연결된 지갑',
    network: '네트워크',
    none: '없음',
    // The value beside 연결된 지갑, as 없음 is beside 등록된 지갑 (not the label said again).
    notConnected: '없음',
    register: '서명하고 등록',
    reRegister: '이 계정으로 다시 등록',
    registering: '서명 확인 중…',
    registerHint: 'MetaMask 창에 서명 요청이 열립니다. 내용을 확인하고 서명해 주세요. 수수료는 들지 않습니다.',
    registeredNow: '지갑을 등록했습니다.',
    registerFailed: '지갑을 등록하지 못했습니다.',
    connectFirst: '지갑을 등록하려면 먼저 MetaMask를 연결해 주세요.',
    connectRegistered: '등록된 지갑으로 서명하려면 MetaMask를 연결해 주세요.',
    reRegisterHint:
      '등록된 지갑이 연결되어 있습니다. 다른 계정으로 바꾸려면 MetaMask에서 그 계정을 선택해 주세요. 그러면 이 화면에서 등록된 지갑을 바꿀 수 있습니다.',
    copy: (what: string) => `${what} 주소 복사`,
    copied: '복사했습니다',
    explorer: (what: string) => `${what} 익스플로러에서 보기`,
    explorerShort: '익스플로러에서 보기',
    copyShort: '복사',
    unsupportedTitle: '지원하지 않는 네트워크입니다',
    unsupportedBody: (chainId: number | null) =>
      `지금 MetaMask는 체인 ID ${chainId ?? '알 수 없음'} 네트워크에 연결되어 있습니다. 서명하기 전에 지원하는 네트워크로 전환해 주세요.`,
    switchTo: (name: string) => `${withParticle(name, '으로/로')} 전환`,
    installTitle: 'MetaMask가 필요합니다',
    mismatchTitle: '연결된 계정이 등록된 지갑과 다릅니다',
    mismatchHowTo:
      '등록된 지갑으로 작업하려면 MetaMask 확장 프로그램을 열고 계정 목록에서 등록된 지갑 계정을 선택해 주세요. 계정이 바뀌면 이 화면이 바로 갱신됩니다.',
    mismatchBlocked: '계정이 일치할 때까지 서명하고 등록할 수 없습니다.',
    replaceHint: '연결된 계정을 새 지갑으로 쓰려면 등록된 지갑을 이 계정으로 바꿀 수 있습니다.',
    replace: '연결된 계정으로 바꾸기',
    replaceTitle: '등록된 지갑을 바꾸시겠습니까?',
    replaceBody: '바꾸면 런치패드와 컨트랙트 소유자 확인에 새 지갑이 쓰입니다. MetaMask 창에 서명 요청이 열립니다.',
    replaceOld: '지금 등록된 지갑',
    replaceNew: '새로 등록할 지갑',
    replaceConfirm: '서명하고 바꾸기',
    replaceCancel: '취소',
    replacedNow: '등록된 지갑을 바꿨습니다.',
    unsupportedChip: '지원하지 않는 네트워크',
    errorTitle: '지갑 오류',
  },
};
