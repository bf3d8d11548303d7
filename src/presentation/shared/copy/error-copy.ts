import {
  AppError,
  NetworkError,
  NotFoundError,
  TimeoutError,
  UnauthorizedError,
  UnexpectedError,
  ValidationError,
} from '../../../application/errors/app-error';
import { walletErrorGuide } from './wallet-copy';

/**
 * The one place an error becomes Korean text for the creator. Raw error text never reaches the
 * screen: only ValidationError carries a message meant for people (the server's or a rule's).
 */
export function errorText(error: unknown): string {
  if (error instanceof ValidationError) return error.userMessage;
  const wallet = walletErrorGuide(error);
  if (wallet) return wallet.message;
  if (error instanceof UnauthorizedError) return '로그인이 만료되었습니다. 다시 로그인해 주세요.';
  if (error instanceof NotFoundError)
    return '요청한 정보를 찾을 수 없습니다. 삭제되었거나 주소가 바뀌었을 수 있습니다.';
  if (error instanceof TimeoutError) return '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.';
  if (error instanceof NetworkError) return '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.';
  if (error instanceof UnexpectedError && error.status !== undefined && error.status >= 500) {
    return '서버에 일시적인 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.';
  }
  if (error instanceof AppError) return '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
  return '알 수 없는 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.';
}
