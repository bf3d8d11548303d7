import { createContext } from 'react';
import type { To } from 'react-router';

/**
 * What a link needs to warm its target on intent. The routes provide it (`RoutePreloader`); the
 * shell and the lists only consume it, so they do not import the routes that import them.
 */
export interface RoutePreloading {
  preload(to: To): Promise<void>;
}

export const RoutePreloaderContext = createContext<RoutePreloading | null>(null);
