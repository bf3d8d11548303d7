import type { QueryClient } from '@tanstack/query-core';
import type { UserApi } from '../../application/ports/user-api';
import { userInfoQuery } from '../queries/me-queries';

/**
 * Drafts are kept per user: the signed-in creator's id, from the user info in the query cache
 * (fetched once if no screen has loaded it yet). Rejects as the user info call does.
 */
export async function draftUserId(queryClient: QueryClient, api: UserApi): Promise<string> {
  return (await queryClient.ensureQueryData(userInfoQuery(api))).userId;
}
