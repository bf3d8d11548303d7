import type { LaunchpadStatus } from '../../../domain/launchpad/launchpad';

/**
 * What the workspace says above a step the launch's state holds (the launch lifecycle): the reason
 * itself is the domain's (the API's 403 sentence); these are its title and the line after it.
 */
export const lifecycleCopy = {
  readOnlyTitle: '읽기 전용입니다',
  readOnlyHint: (status: LaunchpadStatus) =>
    `${statusName[status]} 런치패드입니다. 저장된 내용을 확인만 할 수 있습니다.`,
  contractFixedTitle: '심사 중에는 바꿀 수 없습니다',
  contractFixedHint: '컬렉션 메타데이터, 에디션과 경매 설명은 고칠 수 있으며, 고친 내용은 다시 심사를 받습니다.',
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
