import type { EditionProblem } from '../../../domain/editions/check-edition';
import {
  EDITION_IMAGE_MAX_SIDE,
  EDITION_IMAGE_MIN_SIDE,
  type EditionImageProblem,
} from '../../../domain/editions/edition-images';
import type { EditionColumn } from '../../../domain/editions/edition-values';
import type { EditionFileFailure, EditionFileLineProblem } from '../../../application/ports/edition-files';
import { profileImageMessages } from '../../../domain/creator/profile-image-rules';
import { MEDIA_LINK_MESSAGE } from '../../../domain/validation/media-link';
import { quoted } from './korean';

/** One formatter for every count: `toLocaleString` builds a new one on each call (a tenth of the grid's row renders). */
const numbers = new Intl.NumberFormat('ko-KR');
const count = (n: number) => numbers.format(n);

/** The editions editor's words. */
export const editionsCopy = {
  title: '에디션',
  intro:
    '토큰마다 이름, 설명, 이미지, 속성을 입력합니다. 스프레드시트(CSV)나 토큰 메타데이터 파일(JSON)으로 한 번에 가져올 수 있습니다.',
  introReadOnly: '저장된 토큰의 이름, 설명, 이미지, 속성입니다. 내보내기로 파일에 담을 수 있습니다.',
  tokenCount: (n: number) => `토큰 ${count(n)}개`,
  loadFailed: '에디션 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  gridLabel: '에디션 목록',
  columns: {
    row: '행',
    tokenId: '토큰 ID',
    name: '이름',
    description: '설명',
    image: '이미지',
    attributes: '속성',
  } satisfies Record<EditionColumn | 'row', string>,
  attributesHint: '속성은 ‘배경: 파랑; 눈: 초록’처럼 입력합니다.',
  gridKeys:
    '방향키로 칸을 옮기고, Enter나 F2를 누르거나 바로 입력해서 고칩니다. 이미지가 있는 칸에서 Enter나 Space를 누르면 이미지를 크게 봅니다. 설명 칸에서는 Alt+Enter로 줄을 바꿉니다. 열 머리글에서 Ctrl+←/→를 누르면 열 너비가 바뀝니다.',
  toolbar: {
    label: '에디션 도구',
    import: '가져오기',
    export: '내보내기',
    exportCsv: 'CSV로 내보내기',
    exportJson: 'JSON으로 내보내기',
    images: '이미지 올리기',
    imageFolder: '이미지 폴더 선택',
    addRow: '행 추가',
    deleteRow: '행 삭제',
    undoDelete: '삭제 되돌리기',
    search: '토큰 검색',
    searchPlaceholder: '토큰 ID 또는 이름',
    filter: '보기',
    filters: { all: '전체', errors: '오류만', noImage: '이미지 없음' },
  },
  dropZone: 'CSV, JSON 파일이나 이미지 파일(폴더)을 여기에 끌어다 놓아 주세요.',
  /** The grid with no token: how to add some, unless nothing may be added (read-only). */
  empty: (editable: boolean) =>
    editable ? '아직 토큰이 없습니다. 행을 추가하거나 파일을 가져와 주세요.' : '저장된 토큰이 없습니다.',
  noMatch: '조건에 맞는 행이 없습니다.',
  deleted: (n: number) => `${count(n)}개 행을 삭제했습니다. 저장된 토큰은 서버에 남습니다.`,
  problems: {
    'token-id-required': '토큰 ID를 입력해 주세요.',
    'token-id-not-integer': '토큰 ID는 0 이상의 정수로 입력해 주세요.',
    'token-id-duplicate': '같은 토큰 ID가 다른 행에도 있습니다.',
    'token-id-conflict': '파일의 두 곳이 서로 다른 토큰 ID를 가리킵니다.',
    'attributes-format': '속성은 ‘종류: 값’을 세미콜론(;)으로 나누어 입력해 주세요.',
    'attributes-too-many': '속성은 50개까지 입력할 수 있습니다.',
    'image-refused': MEDIA_LINK_MESSAGE,
  } satisfies Record<
    Exclude<EditionProblem['code'], 'schema' | 'image-needed' | 'attributes-json' | 'attribute-schema'>,
    string
  >,
  problemText(problem: EditionProblem): string {
    switch (problem.code) {
      case 'schema':
        return problem.message;
      case 'token-id-conflict':
        return `토큰 ID가 두 곳에서 다릅니다. ${editionsCopy.idSource(problem.first.source)}에는 ${problem.first.value}, ${editionsCopy.idSource(problem.second.source)}에는 ${problem.second.value}입니다. 맞는 토큰 ID를 입력해 주세요.`;
      case 'image-needed':
        // "파일을": a particle after a file name would be chosen from its extension, read in English.
        return `아직 올리지 않은 이미지입니다. ${quoted(problem.fileName)} 파일을 끌어다 놓거나 이미지 폴더를 선택해 주세요.`;
      case 'attributes-json':
        return problem.item !== null
          ? `속성 JSON의 ${count(problem.item)}번째 항목에 trait_type과 value가 없습니다.`
          : `속성 JSON이 올바르지 않습니다${problem.at !== null ? ` (${count(problem.at)}번째 글자 근처)` : ''}. 대괄호, 따옴표, 쉼표를 확인해 주세요.`;
      case 'attribute-schema':
        // Where first, then the rule's own message as it is (a summary line already has its "1행 속성:").
        return `속성 ${quoted(problem.trait)}의 ${problem.part === 'value' ? '값을' : '종류를'} 고쳐 주세요. ${problem.message}`;
      default:
        return editionsCopy.problems[problem.code];
    }
  },
  /** Where a token id was read (`image`, `file`, or a field's name as the file wrote it). */
  idSource: (source: string) =>
    source === 'image' ? '이미지 링크의 파일 이름' : source === 'file' ? '파일 이름' : `${source} 필드`,
  activeCell: {
    label: '선택한 칸',
    where: (row: number, column: string) => `${count(row)}행 ${column}`,
    preview: '이미지 미리보기',
    previewTitle: (row: number) => `${count(row)}행 이미지`,
    close: '닫기',
  },
  summary: {
    title: (rows: number) => `오류가 있는 행 ${count(rows)}개`,
    body: '오류가 있는 행은 저장되지 않습니다. 항목을 누르면 그 행으로 이동합니다.',
    item: (row: number, column: string, message: string) => `${count(row)}행 ${column}: ${message}`,
    more: (n: number) => `외 ${count(n)}건은 ‘오류만’ 보기에서 확인해 주세요.`,
  },
  importing: '파일을 읽는 중…',
  importChoice: {
    title: '이미 입력한 행이 있습니다',
    body: (n: number) => `가져온 ${count(n)}개 행을 어떻게 넣으시겠습니까?`,
    merge: '토큰 ID로 합치기',
    mergeHint: '같은 토큰 ID의 행은 파일에 있는 열만 바뀌고, 나머지 행은 끝에 추가됩니다.',
    replace: '모두 바꾸기',
    replaceHint: '지금 표의 행을 모두 지우고 가져온 행만 남깁니다. 이미 저장된 토큰은 서버에서 지워지지 않습니다.',
    cancel: '취소',
  },
  importResult: {
    title: (file: string) => `${file} 가져오기 결과`,
    imported: (rows: number, bad: number) =>
      bad === 0
        ? `${count(rows)}개 행을 가져왔습니다.`
        : `${count(rows)}개 행을 가져왔습니다. 오류가 있는 ${count(bad)}개 행도 고칠 수 있도록 표에 넣었습니다.`,
    unknownColumns: (names: string[]) => `알 수 없는 열은 가져오지 않았습니다: ${names.join(', ')}`,
    manyFiles: (n: number) => `JSON 파일 ${count(n)}개`,
    filesRead: (n: number) =>
      `토큰 파일 ${count(n)}개를 한 표로 읽었습니다. 토큰 ID는 파일 이름(예: 17.json)에서 읽습니다.`,
    fileSkipped: (name: string, reason: 'unreadable' | 'list-beside-tokens') =>
      reason === 'unreadable'
        ? `${name}: 읽을 수 없는 JSON이라 건너뛰었습니다.`
        : `${name}: 토큰 파일과 같은 내용의 목록이라 건너뛰었습니다.`,
    withoutTokenId: (n: number) =>
      `토큰 ID가 없는 행이 ${count(n)}개 있습니다. 파일에 token_id, tokenId, id, edition 필드가 없고(한 단계 안쪽 객체에도), 이미지 링크와 파일 이름(17.png, 17.json처럼)도 숫자가 아닙니다. 표에서 토큰 ID를 입력하거나 열을 추가해 다시 가져와 주세요.`,
    /** One line: where the ids came from when not from a top-level field. */
    tokenIdFrom: (sources: readonly { source: string; rows: number }[]) =>
      `토큰 ID는 ${sources
        .map(({ source, rows }) =>
          source === 'image'
            ? `이미지 링크의 파일 이름(17.png처럼, ${count(rows)}개 행)`
            : source === 'file'
              ? `파일 이름(17.json처럼, ${count(rows)}개 행)`
              : `${source} 필드(${count(rows)}개 행)`,
        )
        .join(', ')}에서 읽었습니다.`,
    /** The folded report: what the file brought, in one line. */
    summary: (file: string, rows: number) => `${file}에서 ${count(rows)}개 행을 가져왔습니다.`,
    errorRows: (n: number) => `오류가 있는 행 ${count(n)}개`,
    details: '자세히',
    rowNumbers: (format: 'csv' | 'json') =>
      format === 'csv'
        ? '표의 행 번호는 머리글을 뺀 순서입니다: 1행은 스프레드시트의 2행입니다.'
        : '표의 행 번호는 파일에 있는 토큰의 순서입니다(첫 토큰이 1행).',
    line: (line: number, problem: EditionFileLineProblem['code']) =>
      `${count(line)}번째 줄: ${editionsCopy.lineProblems[problem]}`,
    moreLines: (n: number) => `그 밖에 ${count(n)}개 줄에도 문제가 있습니다. 파일을 고친 뒤 다시 가져와 주세요.`,
    undo: '가져오기 되돌리기',
    undoHint: '표를 고치거나 저장하기 전까지 가져오기 전으로 되돌릴 수 있습니다.',
    undone: (file: string) => `${file} 가져오기를 되돌렸습니다.`,
    close: '닫기',
  },
  lineProblems: {
    quotes: '따옴표가 닫히지 않았습니다.',
    'too-few-fields': '열 개수가 머리글보다 적습니다.',
    'too-many-fields': '열 개수가 머리글보다 많아 남는 칸은 가져오지 않았습니다.',
    other: '읽을 수 없는 부분이 있습니다.',
  } satisfies Record<EditionFileLineProblem['code'], string>,
  importFailed: {
    unsupported: 'CSV 또는 JSON 파일만 가져올 수 있습니다.',
    unreadable: '파일을 읽을 수 없습니다. 형식을 확인해 주세요.',
    'not-a-list': 'JSON 파일은 토큰 목록(배열)이거나 토큰 메타데이터 하나(17.json처럼)여야 합니다.',
    empty: '파일에 가져올 행이 없습니다.',
  } satisfies Record<Exclude<EditionFileFailure['reason'], 'too-large' | 'too-many-rows'>, string>,
  importFailedText(failure: EditionFileFailure): string {
    if (failure.reason === 'too-large')
      return `파일이 너무 큽니다. ${failure.maxBytes / 1024 / 1024}MB 이하의 파일을 올려 주세요.`;
    if (failure.reason === 'too-many-rows')
      return `한 번에 가져올 수 있는 토큰은 ${count(failure.maxRows)}개까지입니다. (파일: ${count(failure.rows)}개)`;
    return editionsCopy.importFailed[failure.reason];
  },
  images: {
    title: '이미지 올리기',
    /** Rows whose image is uploaded (or a link), of all rows: a count, never an error. */
    count: (withImage: number, rows: number) => `이미지 ${count(withImage)}/${count(rows)}`,
    allThere: '모든 행에 이미지가 있습니다.',
    /** In a cell whose file is still to come (for screen readers; the cell shows the file's name). */
    notYet: '이미지를 아직 올리지 않았습니다.',
    timeLeft: (seconds: number) =>
      seconds < 60 ? `약 ${count(seconds)}초 남음` : `약 ${count(Math.ceil(seconds / 60))}분 남음`,
    rate: (perSecond: number) => `초당 ${count(Math.round(perSecond))}개`,
    paused: '서버에 연결할 수 없어 이미지 올리기를 멈췄습니다. 연결되면 이어서 올립니다.',
    /** The folder picker gave a folder this page may not read (permission refused, a folder the browser keeps closed). */
    folderUnreadable: '폴더를 열지 못했습니다.',
    dropUnreadable: '끌어다 놓은 파일을 읽지 못했습니다.',
    folderHint: '브라우저가 폴더를 읽도록 허용하거나 다른 폴더를 선택해 주세요.',
    retryIn: (seconds: number) => `${count(seconds)}초 뒤 다시 시도합니다.`,
    resumeNow: '지금 다시 시도',
    /** The thumbnail in an image cell: it opens the image large. */
    thumbPreview: '이미지 크게 보기',
    progress: (done: number, total: number) => `${count(done)} / ${count(total)}개 완료`,
    failed: (n: number) => `실패 ${count(n)}개`,
    cancel: '올리기 취소',
    retry: '실패한 이미지 다시 올리기',
    unmatchedTitle: (n: number) => `연결할 행을 찾지 못한 파일 ${count(n)}개`,
    unmatchedHint: '이미지 열의 파일 이름(링크의 마지막 부분 포함)이나 ‘토큰ID.png’ 이름으로 행과 연결됩니다.',
    more: (n: number) => `외 ${count(n)}개`,
    alreadyUploaded: (n: number) => `이미 올린 이미지 ${count(n)}개는 다시 올리지 않았습니다.`,
    refusedTitle: (n: number) => `올릴 수 없는 파일 ${count(n)}개`,
    state: {
      waiting: '대기',
      checking: '확인 중',
      uploading: '올리는 중',
      done: '완료',
      failed: '실패',
      cancelled: '취소됨',
      refused: '올릴 수 없음',
    },
    problems: {
      ...profileImageMessages,
      'too-small': `이미지는 가로와 세로 모두 ${EDITION_IMAGE_MIN_SIDE}px 이상이어야 합니다.`,
      'too-large': `이미지는 가로와 세로 모두 ${EDITION_IMAGE_MAX_SIDE}px 이하여야 합니다.`,
    } satisfies Record<EditionImageProblem, string>,
    uploadFailed: '이미지를 올리지 못했습니다.',
  },
  save: {
    bar: '에디션 저장',
    button: '저장',
    unsaved: (n: number) => `저장하지 않은 행 ${count(n)}개`,
    allSaved: '모든 변경 사항이 저장되었습니다.',
    /** The API has no delete: a saved token deleted from the table is still the launchpad's. */
    keptOnServer: (n: number) =>
      `표에서 삭제한 저장된 토큰 ${count(n)}개는 서버에 그대로 남아 있습니다(삭제 기능이 없습니다).`,
    draftWaiting: '브라우저에 보관된 내용을 아직 복원하지 않았습니다.',
    progress: (done: number, total: number) => `저장 중… ${count(done)} / ${count(total)}개`,
    saved: (n: number) => `${count(n)}개 토큰을 저장했습니다.`,
    /** `refused`: the server refused every failed token (each is marked at its cell); else some failed in transit. */
    partly: (saved: number, failed: number, refused: boolean) =>
      `${saved ? `${count(saved)}개를 저장했고 ${count(failed)}개는` : `${count(failed)}개를`} 저장하지 못했습니다. ${refused ? '표시된 행을 확인한 뒤 다시 저장해 주세요.' : '저장하지 못한 행은 그대로 남아 있으니 다시 저장해 주세요.'}`,
    failed: '에디션을 저장하지 못했습니다.',
    skippedInvalid: (n: number) => `오류가 있는 ${count(n)}개 행은 저장하지 않았습니다.`,
    invalidWaiting: (n: number) => `오류가 있는 ${count(n)}개 행은 고칠 때까지 저장되지 않습니다.`,
    nothing: '저장할 변경 사항이 없습니다.',
    /** Rows whose only problem is an image still to upload: not errors, waiting. */
    imagesWaiting: (n: number) => `이미지를 기다리는 ${count(n)}개 행은 이미지를 올린 뒤 저장됩니다.`,
    pickSaved: '고른 이미지를 모두 올리고 토큰을 저장했습니다.',
    pickPressSave: '고른 이미지를 모두 올렸습니다. 저장을 눌러야 토큰에 반영됩니다.',
    uploadsPending: '이미지를 올리는 중에는 저장할 수 없습니다.',
    conflicted: (n: number) => `${count(n)}개 토큰은 다른 곳에서 먼저 저장되어 저장하지 않았습니다.`,
  },
  /** Tokens saved elsewhere (another tab, another device) since this editor loaded them: the creator decides. */
  conflicts: {
    title: (n: number) => `다른 곳에서 먼저 저장된 토큰이 ${count(n)}개 있습니다`,
    body: '이 화면을 연 뒤 다른 탭이나 다른 사람이 같은 토큰을 저장했습니다. 나머지 토큰은 저장했습니다. 이 토큰들에 어느 내용을 남길지 골라 주세요.',
    row: '다른 곳에서 먼저 저장된 토큰입니다. 위에서 어느 내용을 남길지 골라 주세요.',
    item: (tokenId: number, name: string | null) =>
      name === null ? `토큰 ${tokenId}: 다른 곳에서 삭제됨` : `토큰 ${tokenId}: 저장된 이름 ${quoted(name)}`,
    overwrite: '내 내용으로 덮어쓰기',
    loadLatest: '최신 내용 불러오기',
    loadedTitle: '최신 내용을 불러왔습니다',
    loadedBody: (n: number) =>
      `${count(n)}개 토큰을 다른 곳에서 저장된 내용으로 바꿨습니다. 입력했던 내용은 이 화면을 떠나기 전까지 되살릴 수 있습니다.`,
    restoreMine: '입력했던 내용 되살리기',
  },
  draft: {
    kept: '작성 중인 에디션은 이 브라우저에 보관됩니다.',
    failed: '이 브라우저에 에디션을 보관하지 못했습니다. 페이지를 닫기 전에 저장해 주세요.',
    restoreOverEdits: '복원하면 이 페이지에서 고친 내용은 사라지고 브라우저에 보관된 내용으로 바뀝니다.',
    restoreAnyway: '고친 내용을 버리고 복원',
    keepEdits: '취소',
  },
} as const;
