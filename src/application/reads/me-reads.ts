import type { CreatorProfilesApi } from '../ports/creator-profiles-api';
import type { EoaApi } from '../ports/eoa-api';
import type { UserApi } from '../ports/user-api';
import type { Creator } from '../../domain/creator/creator';
import type { UserInfo } from '../../domain/user/user-info';
import type { Eoa } from '../../domain/wallet/eoa';
import type { QueryDefinition } from '../ports/read-cache';

export const meKeys = {
  userInfo: () => ['me', 'user-info'] as const,
  eoa: () => ['me', 'eoa'] as const,
  creators: () => ['me', 'creators'] as const,
  creator: (id: number) => ['me', 'creators', id] as const,
};

export const userInfoQuery = (api: UserApi): QueryDefinition<UserInfo> => ({
  queryKey: meKeys.userInfo(),
  queryFn: () => api.getUserInfo(),
});

export const eoaQuery = (api: EoaApi): QueryDefinition<Eoa | null> => ({
  queryKey: meKeys.eoa(),
  queryFn: () => api.getEoa(),
});

export const creatorsQuery = (api: CreatorProfilesApi): QueryDefinition<Creator[]> => ({
  queryKey: meKeys.creators(),
  queryFn: () => api.listCreators(),
});

export const creatorQuery = (api: CreatorProfilesApi, id: number): QueryDefinition<Creator> => ({
  queryKey: meKeys.creator(id),
  queryFn: () => api.getCreator(id),
});
