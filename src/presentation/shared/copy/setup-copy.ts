/** The setup checklist on the launchpad list: the creator's guide until their first launch is in review. */
export const setupCopy = {
  title: '첫 런치패드 심사 요청까지 할 일',
  progress: (done: number, total: number) => `${total}단계 중 ${done}단계 완료`,
  fold: '접기',
  foldLabel: '체크리스트 접기',
  open: '체크리스트 열기',
  listLabel: '준비 단계',
  /** In a checklist task's success toast: the way back to the list's checklist. */
  backToChecklist: '체크리스트로 돌아가기',
  done: '완료',
  items: {
    phone: {
      label: '휴대폰 번호',
      todo: '휴대폰 번호를 등록해 주세요.',
      action: '휴대폰 번호 등록',
    },
    wallet: {
      label: '지갑 연결과 등록',
      todo: 'MetaMask를 연결하고 서명해서 지갑을 등록해 주세요. 컨트랙트 소유자 확인에 쓰입니다.',
      connectedOnly: '연결되었습니다. 서명해서 등록해 주세요.',
      action: '지갑 등록',
    },
    creator: {
      label: '크리에이터 프로필',
      todo: '컬렉션을 낼 크리에이터 프로필을 만들고 제출해 주세요.',
      draft: '아직 제출하지 않은 프로필입니다. 내용을 채워 제출해 주세요.',
      action: '크리에이터 만들기',
      draftAction: '프로필 제출하러 가기',
    },
    launchpad: {
      label: '첫 런치패드',
      todo: '런치패드를 만들어 주세요. 체인과 컬렉션 유형을 고릅니다.',
      action: '첫 런치패드 만들기',
    },
    review: {
      label: '심사 요청',
      todo: '컨트랙트, 컬렉션 메타데이터, 에디션, 경매 설명을 채운 뒤 심사를 요청해 주세요.',
      waiting: '런치패드를 만든 뒤에 할 수 있습니다.',
      action: '런치패드 이어서 작성',
    },
  },
} as const;
