import type { UploadConcurrency } from '../../application/ports/upload-concurrency';

/**
 * Upload requests at once (each carries several images). Over HTTP/1.1 a browser opens 6 connections
 * to a host (Chromium, Firefox, Safari); two are left to the page's other requests (thumbnails, reads),
 * or they would wait behind the uploads. Four requests of twenty images kept a 2-core machine busy.
 */
export const HTTP1_UPLOADS = 4;
/**
 * Over HTTP/2 or 3 one connection carries every request (the production host allows 128 streams on it,
 * nginx's default); a few more keep the line full while the server writes, each holds its images' bytes.
 */
export const MULTIPLEXED_UPLOADS = 6;

/** The protocol the API's origin answered on, from the page's own timing entries (no request of its own). */
function protocolOf(origin: string): string {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return '';
  const entries =
    origin === location.origin
      ? performance.getEntriesByType('navigation')
      : performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(origin));
  return (entries.at(-1) as PerformanceResourceTiming | undefined)?.nextHopProtocol ?? '';
}

/** Upload concurrency from the protocol the API answers on (`apiUrl` '' is this origin). */
export function browserUploadConcurrency(apiUrl: string): UploadConcurrency {
  return () => {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const protocol = protocolOf(new URL(apiUrl || '/', base).origin);
    return protocol === 'h2' || protocol === 'h3' ? MULTIPLEXED_UPLOADS : HTTP1_UPLOADS;
  };
}
