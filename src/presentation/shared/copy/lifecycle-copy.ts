import type { LaunchpadStatus } from '../../../domain/launchpad/launchpad';

/** Why a step of the launch cannot be saved in its state (the launch lifecycle). */
export const lifecycleCopy = {
  readOnlyTitle: '읽기 전용입니다',
  readOnly: (status: LaunchpadStatus) =>
    `${statusName[status]} 런치패드는 더 이상 수정할 수 없습니다. 저장된 내용을 확인만 할 수 있습니다.`,
  contractFixedTitle: '심사 중에는 바꿀 수 없습니다',
  contractFixed:
    '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다. 심사가 끝난 뒤에는 런치 전체가 읽기 전용이 됩니다.',
  inReviewTitle: '심사 중입니다',
  inReview: '지금 저장하면 바뀐 내용이 다시 심사를 받습니다.',
} as const;

const statusName: Record<LaunchpadStatus, string> = {
  DRAFT: '작성 중인',
  IN_REVIEW: '심사 중인',
  APPROVED: '승인된',
  LIVE: '판매 중인',
  ENDED: '종료된',
};
