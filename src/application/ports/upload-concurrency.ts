import type { ServiceIdentifier } from 'inversify';

/**
 * How many image uploads may be under way at once: what the browser and the server allow over the
 * connection the API answers on (a browser opens 6 connections to a host over HTTP/1.1, and a request
 * of the page beyond them waits; HTTP/2 carries many on one).
 */
export type UploadConcurrency = () => number;
export const UploadConcurrency: ServiceIdentifier<UploadConcurrency> = Symbol.for('UploadConcurrency');
