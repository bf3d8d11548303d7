import type { CollectionType } from '../../../domain/launchpad/launchpad';

/** Where each piece of a launchpad's work lives (requirements §2 routes), in one place for links and redirects. */
export const launchpadPaths = {
  metadata: (id: number, kind: CollectionType, step?: 1 | 2) =>
    `/launchpads/${id}/collection-metadata/${kind === 'SINGLE' ? 'single' : 'multi'}${step ? `?step=${step}` : ''}`,
  editions: (id: number) => `/launchpads/${id}/collection-metadata/single/editions-editor`,
  auction: (id: number) => `/launchpads/${id}/auction-description`,
};
