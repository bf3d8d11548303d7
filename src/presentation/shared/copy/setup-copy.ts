/** The newcomer's setup checklist on the launchpad list. */
export const setupCopy = {
  title: '런치패드를 만들기 전에 준비할 것',
  progress: (done: number, total: number) => `${total}단계 중 ${done}단계 완료`,
  dismiss: '체크리스트 닫기',
  listLabel: '준비 단계',
  items: {
    phone: {
      label: '휴대폰 번호',
      todo: '휴대폰 번호를 등록해 주세요.',
      doneState: '완료',
      action: '휴대폰 번호 등록',
    },
    wallet: {
      label: '지갑 연결과 등록',
      todo: 'MetaMask를 연결하고 서명해서 지갑을 등록해 주세요. 컨트랙트 소유자 확인에 쓰입니다.',
      connectedOnly: '연결되었습니다. 서명해서 등록해 주세요.',
      doneState: '완료',
      action: '지갑 등록',
    },
    creator: {
      label: '크리에이터 프로필',
      todo: '컬렉션을 낼 크리에이터 프로필을 만들어 주세요.',
      doneState: '완료',
      action: '크리에이터 만들기',
    },
    launchpad: {
      label: '첫 런치패드',
      todo: '런치패드를 만들고 컨트랙트, 컬렉션 메타데이터, 에디션, 경매 설명을 차례로 채워 주세요.',
      doneState: '완료',
      action: '첫 런치패드 만들기',
    },
  },
} as const;
