/** The app frame's words: header, navigation, theme, sign-in, not-found and error pages. */
export const shellCopy = {
  productName: 'Creators Lab',
  /** The accessible names of Mantine's icon-only close buttons (set once in the theme). */
  close: '닫기',
  closeNotice: '알림 닫기',
  nav: {
    label: '주요 메뉴',
    launchpads: '런치패드',
    me: '마이페이지',
    logout: '로그아웃',
  },
  me: {
    title: '마이페이지',
    tabsLabel: '마이페이지 메뉴',
    info: '정보',
    wallet: '지갑',
    company: '회사',
    creators: '크리에이터',
  },
  theme: {
    label: '테마',
    light: '라이트',
    dark: '다크',
    system: '시스템',
  },
  loading: '불러오는 중…',
  navigating: '페이지를 불러오는 중',
  login: {
    title: 'Creators Lab 로그인',
    body: '로그인하면 런치패드와 크리에이터 프로필을 관리할 수 있습니다.',
    button: '거래소 계정으로 로그인',
    signingIn: '로그인하는 중입니다…',
    termsTitle: '약관 동의',
    termsBody: 'Creators Lab을 처음 이용하기 전에 아래 약관을 확인하고 동의해 주세요.',
    terms: '이용약관',
    privacy: '개인정보 처리방침',
    agreeTerms: '이용약관에 동의합니다 (필수)',
    agreePrivacy: '개인정보 처리방침에 동의합니다 (필수)',
    agreeAll: '모두 동의합니다',
    termsText:
      '크리에이터는 자신이 권리를 가진 작품만 등록하며, 등록한 정보가 정확하도록 관리합니다. 거래소는 심사 기준에 맞지 않는 런치패드를 반려할 수 있습니다.',
    privacyText:
      '이름, 이메일, 휴대폰 번호, 회사 정보와 지갑 주소를 런치패드 심사와 정산, 고객 안내를 위해 수집하며 관련 법령이 정한 기간 동안 보관합니다.',
    start: '동의하고 시작하기',
    cancel: '취소',
  },
  loginError: {
    title: '로그인하지 못했습니다',
    body: '로그인 정보가 만료되었거나 올바르지 않습니다.',
    /** By AppError kind: what happened (the button below says what to do: 다시 로그인). */
    reasons: {
      unauthorized: '로그인 정보가 만료되었거나 이미 사용되었습니다.',
      network: '서버에 연결하지 못했습니다. 인터넷 연결을 확인해 주세요.',
      timeout: '서버의 응답이 늦어 로그인하지 못했습니다. 잠시 뒤에 다시 로그인해 주세요.',
      unexpected: '로그인 중 서버에 문제가 생겼습니다. 잠시 뒤에 다시 로그인해 주세요.',
    },
    button: '다시 로그인',
  },
  /** The server does not answer (product.md "Sessions"): the session is kept and retried. */
  outage: {
    title: '서버에 연결하지 못했습니다',
    body: '잠시 후 자동으로 다시 연결합니다. 입력한 내용은 그대로 남아 있습니다.',
    retry: '다시 시도',
    /** /login with the exchange's token: the token is kept for the next try. */
    signInBody: '잠시 후 다시 시도해 주세요. 받은 로그인 정보는 그대로 두었습니다.',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해 주세요.',
    button: '런치패드로 이동',
  },
  error: {
    title: '오류가 발생했습니다',
    body: '페이지를 표시하는 중 문제가 생겼습니다. 새로고침해도 계속되면 잠시 후 다시 시도해 주세요.',
    button: '새로고침',
  },
  version: (kst: string, release: string) => `v${release} · 빌드 ${kst} KST`,
  startupFailed: '앱을 시작하지 못했습니다.',
} as const;
