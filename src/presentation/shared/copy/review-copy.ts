import type { ReviewPart } from '../../../domain/launchpad/launch-progress';
import { withParticle } from './korean';

const partName: Record<ReviewPart, string> = { metadata: '컬렉션 메타데이터', auction: '경매 설명' };

/**
 * 심사 요청: the one action that sends a launch to review, at the workspace's end (after the last step)
 * and in 심사 전 남은 일; its question, where each part it submits stands, and how it ended.
 */
export const reviewCopy = {
  request: '심사 요청',
  part: partName,
  confirm: {
    title: '심사를 요청하시겠습니까?',
    /** What is sent: the parts still in draft, by name. */
    sends: '다음 항목을 제출하고 심사를 요청합니다.',
    /** What locks once the launch is 심사 중 (product decisions, the launch lifecycle), one line each. */
    locksTitle: '심사가 시작되면',
    locks: (chain: string) => [
      `${chain} 체인과 컨트랙트는 바꿀 수 없습니다.`,
      '컬렉션 메타데이터, 에디션과 경매 설명은 고칠 수 있지만, 고친 내용은 다시 심사를 받습니다.',
      '승인된 뒤에는 아무것도 고칠 수 없습니다.',
    ],
    saved: '저장한 내용으로 요청합니다. 저장하지 않은 변경 사항이 있으면 먼저 저장해 주세요.',
    cancel: '취소',
    close: '닫기',
    retry: '다시 시도',
  },
  /** A part's line in the question, as the request goes. */
  state: {
    waiting: '제출 전',
    sending: '제출 중…',
    submitted: '제출됨',
    failed: '제출하지 못함',
  },
  /** The part that failed, named; the reason (error catalogue) follows; what was sent stays sent. */
  failed: (part: ReviewPart) => `${withParticle(partName[part], '을/를')} 제출하지 못했습니다.`,
  keptSubmitted: (parts: readonly ReviewPart[]) =>
    `${withParticle(parts.map((part) => partName[part]).join(', '), '은/는')} 제출되었습니다. 다시 시도하면 남은 항목만 제출합니다.`,
  /** Refused before anything was sent (the launch's state, a failed read): the reason follows. */
  notStarted: '심사를 요청하지 못했습니다.',
  notReady: '심사에 필요한 내용이 바뀌었습니다. 심사 전 남은 일을 확인해 주세요.',
  notMoved: '모든 항목이 제출되었지만 런치패드가 심사 중으로 바뀌지 않았습니다. 잠시 후 다시 시도해 주세요.',
  done: '심사를 요청했습니다. 결과가 나오면 런치패드 상태가 바뀝니다.',
  /** 심사 전 남은 일, when a request stopped part-way (a part was accepted, the launch is still 작성 중). */
  partial: '일부 항목만 제출되었습니다. 심사 요청을 누르면 남은 항목을 제출합니다.',
} as const;
