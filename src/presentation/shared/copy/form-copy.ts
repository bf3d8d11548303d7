import { formatDateTime } from '../format/korean-format';
import { formatCount } from './korean';

/** The words of the "nothing typed is lost" pieces every form shares. */
export const formCopy = {
  draftFoundTitle: '이 브라우저에 보관된 작성 내용이 있습니다',
  /** What it restores (typed, never saved) and when it was typed; never "…까지", which reads as a deadline. */
  draftFoundBody: (savedAt: string) =>
    `${savedAt}에 입력하고 저장하지 않은 내용입니다. 복원하면 그 내용으로 입력란을 다시 채웁니다.`,
  /** Several tabs of this browser left text: each is offered with its time. */
  draftsFoundBody: (count: number) =>
    `이 브라우저의 탭 ${count}곳에서 입력하고 저장하지 않은 내용이 있습니다. 복원할 내용을 골라 주세요.`,
  draftTypedAt: (savedAt: string) => `${savedAt}에 입력한 내용`,
  thisTab: '(이 탭)',
  restoreOne: (savedAt: string) => `${savedAt}에 입력한 내용 복원`,
  restore: '복원',
  discard: '버리기',
  draftRestored: '브라우저에 보관된 내용을 복원했습니다.',
  draftRestoredAt: (savedAt: string) => `${savedAt}에 입력한 내용을 복원했습니다. 저장하거나 제출해야 반영됩니다.`,
  storageFailed: '이 브라우저에 작성 중인 내용을 보관하지 못했습니다. 페이지를 닫기 전에 저장해 주세요.',
  leaveTitle: '페이지를 나가시겠습니까?',
  leaveBody:
    '저장하지 않은 변경 사항이 있습니다. 작성 중인 내용은 이 브라우저에 보관되어, 다시 돌아오면 복원할 수 있습니다.',
  leave: '나가기',
  stay: '계속 작성',
  saving: '저장 중…',
  /** The second line under a link field's message when the link starts with http:// (a statement, not a request). */
  httpHint: 'http://가 아닌 https://로 시작해야 합니다.',
  /** A text field's length against its limit, under the field. */
  counter: (length: number, max: number) => `${formatCount(length)} / ${formatCount(max)}자`,
} as const;

/** e.g. 2026년 11월 23일 오후 6:00, in Korean time as everywhere in the app. */
export function formatDraftTime(date: Date): string {
  return formatDateTime(date.toISOString());
}
