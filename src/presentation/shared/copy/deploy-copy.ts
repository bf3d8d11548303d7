import type { DeployFailureReason } from '../../../application/deploy/deploy-contract';
import type { CollectionType } from '../../../domain/launchpad/launchpad';
import { withParticle } from './korean';

/** The contract step's deploy (컨트랙트가 없나요? → 새 컨트랙트 배포): every word the creator reads. */
export const deployCopy = {
  question: '컨트랙트가 없나요?',
  open: '새 컨트랙트 배포',
  title: '새 컨트랙트 배포',
  intro: (type: CollectionType, chain: string) =>
    `${type === 'SINGLE' ? '싱글 에디션이므로 ERC-721' : '멀티 에디션이므로 ERC-1155'} 컬렉션 컨트랙트를 ${withParticle(chain, '으로/로')} 배포합니다. 소유자는 등록된 지갑이며, 소유자만 발행하고 토큰 메타데이터 주소와 로열티를 정할 수 있습니다.`,
  name: '컬렉션 이름',
  nameHint: '체인에 기록되는 컨트랙트 이름입니다.',
  symbol: '심볼',
  symbolHint: '영문과 숫자로 11자 이하 (예: HANGANG)',
  owner: '소유자 (등록된 지갑)',
  fee: '예상 수수료',
  feeLoading: '계산 중…',
  feeUnknown: '지금은 계산할 수 없습니다. 배포할 때 MetaMask에서 확인할 수 있습니다.',
  feeNeedsInput: '이름과 심볼을 입력하면 계산합니다.',
  deploy: '배포',
  close: '닫기',
  connect: '지갑 연결',
  registerWallet: '지갑 등록하기',
  noEoa: '등록된 지갑이 없어 배포할 수 없습니다. 먼저 지갑을 등록해 주세요.',
  notConnected: '배포하려면 등록된 지갑으로 MetaMask를 연결해 주세요.',
  mismatchTitle: '연결된 계정이 등록된 지갑과 다릅니다',
  mismatchHowTo:
    'MetaMask 확장 프로그램을 열고 계정 목록에서 등록된 지갑 계정을 선택해 주세요. 계정이 바뀌면 이 화면이 바로 갱신됩니다.',
  progressTitle: '배포 진행 상황',
  phases: { signing: '서명 대기', sent: '전송됨', confirming: '확인 중', done: '완료' },
  switching: (chain: string) => `MetaMask에서 ${withParticle(chain, '으로/로')} 네트워크 전환을 승인해 주세요.`,
  signing: 'MetaMask에서 배포 트랜잭션을 확인하고 서명해 주세요.',
  transaction: '트랜잭션',
  waitingBlock: '블록에 담기기를 기다리는 중입니다. 이 페이지를 닫아도 배포는 계속되며, 다시 열면 이어서 확인합니다.',
  confirmations: (count: number, needed: number) => `블록 확인 ${count}/${needed}`,
  saving: '배포된 컨트랙트를 체인에서 확인하고 저장하는 중입니다.',
  done: '배포한 컨트랙트를 확인하고 저장했습니다.',
  deployed: '컨트랙트를 배포하고 저장했습니다.',
  resumed: '이전에 보낸 배포를 이어서 확인하고 있습니다.',
  failedTitle: '배포하지 못했습니다',
  retryFollow: '다시 확인',
  /** A contract saved elsewhere since the deploy was sent: the creator chooses, nothing is overwritten. */
  conflictTitle: '다른 곳에서 저장된 컨트랙트가 있습니다',
  useDeployed: '배포한 컨트랙트로 바꾸기',
  keepSaved: '저장된 컨트랙트 유지',
  failures: {
    locked:
      '심사 중이거나 승인된 런치패드에는 새 컨트랙트를 배포할 수 없습니다. 컨트랙트와 체인은 작성 중에만 바꿀 수 있습니다.',
    'no-eoa': '등록된 지갑이 없어 배포할 수 없습니다. 먼저 지갑을 등록해 주세요.',
    'not-connected': '지갑이 연결되어 있지 않습니다. 등록된 지갑으로 MetaMask를 연결한 뒤 다시 배포해 주세요.',
    'account-mismatch':
      '연결된 계정이 등록된 지갑과 다릅니다. MetaMask에서 등록된 계정으로 전환한 뒤 다시 배포해 주세요.',
    'chain-switch-refused': (chain: string) =>
      `지갑을 ${withParticle(chain, '으로/로')} 전환하지 못해 배포하지 않았습니다. MetaMask에서 네트워크 전환(또는 추가)을 승인한 뒤 다시 배포해 주세요.`,
    rejected:
      '서명을 거절해 배포하지 않았습니다. 입력한 내용은 그대로 있으니 다시 배포를 누르고 MetaMask에서 승인해 주세요.',
    'insufficient-funds': (currency: string) =>
      `지갑의 ${currency} 잔액이 수수료보다 적어 배포할 수 없습니다. ${withParticle(currency, '을/를')} 충전한 뒤 다시 배포해 주세요.`,
    reverted: '배포 트랜잭션이 체인에서 실패했습니다. 수수료는 쓰였을 수 있습니다. 입력한 내용으로 다시 배포해 주세요.',
    cancelled: 'MetaMask에서 배포 트랜잭션이 취소되었습니다. 다시 배포하려면 배포를 눌러 주세요.',
    dropped: '배포 트랜잭션이 체인에 담기지 않고 사라졌습니다. 입력한 내용으로 다시 배포해 주세요.',
    timeout: (chain: string) =>
      `${chain} 노드의 응답이 너무 늦습니다. 배포는 계속 진행 중일 수 있으니 잠시 후 다시 확인해 주세요.`,
    network: (chain: string) =>
      `${chain} 노드에 연결하지 못했습니다. 배포는 계속 진행 중일 수 있으니 잠시 후 다시 확인해 주세요.`,
    'save-failed': '컨트랙트는 배포되었지만 확인하거나 저장하지 못했습니다. 다시 확인을 누르면 이어서 저장합니다.',
    conflict:
      '컨트랙트는 배포되었지만, 배포를 보낸 뒤 다른 탭이나 기기에서 다른 컨트랙트가 저장되었습니다. 어느 컨트랙트를 남길지 골라 주세요.',
    other: '배포하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  } satisfies Record<DeployFailureReason, string | ((value: string) => string)>,
};
