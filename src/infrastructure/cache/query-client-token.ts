import type { QueryClient } from '@tanstack/query-core';
import type { ServiceIdentifier } from 'inversify';

/**
 * The TanStack client behind ReadCache, in the container for the composition root alone (the cache
 * adapter is made from it; the frame's QueryCache clears and resets it). Everything else holds the
 * ReadCache port. Apart from query-client.ts so naming it does not load the query library.
 */
export const QueryClientToken: ServiceIdentifier<QueryClient> = Symbol.for('QueryClient');
