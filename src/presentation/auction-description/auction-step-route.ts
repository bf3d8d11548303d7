import type { StepRoute } from '../shared/workspace/workspace-step';

/** 경매 설명, single or multi edition: one page for both kinds. */
export const auctionStepRoute: StepRoute = {
  key: 'auction',
  route: { paths: { SINGLE: 'auction-description', MULTI: 'auction-description' } },
  room: 'wide',
  view: () => import('./auction-step-page'),
  shape: () => import('./auction-shape'),
};
