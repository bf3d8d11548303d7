import type { QueryClient } from '@tanstack/query-core';
import type { ServiceIdentifier } from 'inversify';

/**
 * The app's one query cache in the container (loaders prefetch into it, view-models read and
 * update it). Apart from query-client.ts so naming it does not load the query library.
 */
export const QueryClientToken: ServiceIdentifier<QueryClient> = Symbol.for('QueryClient');
