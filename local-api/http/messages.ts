import { josa } from 'es-hangul';

/** Every Korean sentence the local API answers with, in one place. */
export const messages = {
  internal: '서버에 일시적인 문제가 생겼습니다.',
  auth: {
    missing: '로그인이 필요합니다.',
    malformed: '인증 정보가 올바르지 않습니다. 다시 로그인해주세요.',
    expired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
    refreshInvalid: '로그인 정보가 유효하지 않습니다. 다시 로그인해주세요.',
    refreshReused: '이미 사용된 로그인 정보입니다. 보안을 위해 다시 로그인해주세요.',
  },
  notFound: {
    route: '요청한 주소를 찾을 수 없습니다.',
    resource: '요청한 정보를 찾을 수 없습니다.',
    launchpad: '런치패드를 찾을 수 없습니다.',
    creator: '크리에이터를 찾을 수 없습니다.',
    contract: '이 런치패드에 등록된 컨트랙트가 없습니다.',
    upload: '파일을 찾을 수 없습니다.',
  },
  body: {
    notJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
    unreadable: '요청 본문을 읽을 수 없습니다.',
    tooLarge: '요청 본문이 너무 큽니다.',
    root: '요청 본문',
  },
  upload: {
    missing: '이미지 파일을 첨부해주세요.',
    tooLarge: '이미지는 10MB 이하만 올릴 수 있습니다.',
    unsupported: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
    notAFile: '파일로 보내주세요.',
  },
  wallet: {
    malformedMessage: '서명 메시지 형식이 올바르지 않습니다.',
    wrongDomain: '이 사이트에서 만든 서명 요청이 아닙니다.',
    unknownNonce: '유효하지 않거나 이미 사용된 인증 요청입니다. 다시 시도해주세요.',
    expired: '서명 요청이 만료되었습니다. 다시 시도해주세요.',
    wrongSigner: '서명한 지갑이 메시지의 지갑 주소와 다릅니다.',
    badSignature: '서명을 확인할 수 없습니다.',
  },
  launchpad: {
    wrongKind: (expected: string) => `${expected} 런치패드가 아닙니다.`,
    chainMismatch: '런치패드의 체인과 다른 체인입니다.',
    standardMismatch: (standard: string) => `이 런치패드에는 ${standard} 컨트랙트만 등록할 수 있습니다.`,
    endBeforeStart: '종료 일시는 시작 일시보다 뒤여야 합니다.',
    // No particle after a number (12가 or 12이?): the id goes in brackets.
    duplicateToken: (tokenId: number) => `토큰 ID가 중복되었습니다 (${tokenId}).`,
  },
  validation: {
    picklist: '허용되지 않은 값입니다.',
    number: '숫자를 입력해주세요.',
    integer: '정수를 입력해주세요.',
    boolean: '예/아니오 값이어야 합니다.',
    array: '목록 형식이어야 합니다.',
    object: '항목 형식이 올바르지 않습니다.',
    timestamp: '날짜와 시간 형식이 올바르지 않습니다.',
    format: '형식이 올바르지 않습니다.',
    minValue: (min: unknown) => `${String(min)} 이상이어야 합니다.`,
    maxValue: (max: unknown) => `${String(max)} 이하여야 합니다.`,
    tooManyItems: (max: unknown) => `최대 ${String(max)}개까지 입력할 수 있습니다.`,
  },
  login: {
    title: 'Creators Lab 로컬 로그인',
    lead: '로그인할 데모 계정을 고르세요. 실제 거래소 로그인 대신 쓰는 로컬 개발용 화면입니다.',
    termsAgreed: '약관 동의 완료',
    termsPending: '약관 미동의',
    unknownAccount: '알 수 없는 계정입니다. 아래 목록에서 골라주세요.',
    signInAs: (name: string) => `${josa(name, '으로/로')} 로그인`,
  },
} as const;
