/** Korea is UTC+9 all year (no daylight saving): the exchange's time, wherever the browser or server is. */
export const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The same time as an IANA zone, for `Intl.DateTimeFormat`. */
export const KOREA_TIME_ZONE = 'Asia/Seoul';
