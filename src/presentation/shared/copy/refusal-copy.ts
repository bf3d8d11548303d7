/**
 * What a refusal says when the server sent no sentence of its own (HTTP 400, 409, 413, 415,
 * 422). The HTTP adapter is handed these by src/main; it writes no Korean itself.
 */
export const refusalCopy = {
  400: '입력한 내용을 다시 확인해 주세요.',
  409: '이미 처리되었거나 다른 곳에서 바뀐 내용입니다. 새로고침 후 다시 시도해 주세요.',
  413: '보내는 파일이 너무 큽니다.',
  415: '지원하지 않는 파일 형식입니다.',
  422: '입력한 내용을 다시 확인해 주세요.',
} as const;
