import { describe, expect, it, vi } from 'vitest';
import { LaunchpadsApi } from '../application/ports/launchpads-api';
import { ErrorReporter } from '../application/ports/error-reporter';
import { Session } from '../application/session/session';
import { QueryCache } from '../presentation/shared/queries/query-cache';
import { QueryClientToken } from '../infrastructure/cache/query-client-token';
import { AppAreas } from '../presentation/routes/app-areas';
import { ShellSettings } from '../presentation/shared/shell-settings';
import { parseConfig } from './config';
import { appModules } from './container';
import { createContainer, startupModules } from './create-container';
import { areaModules } from './modules/area-modules';

const config = parseConfig({ MODE: 'test' }, 'test');

describe('createContainer with the signed-in areas loaded later', () => {
  it('given the start-up modules only, when /login resolves what it needs, then it has it and no area is bound yet', () => {
    const later = vi.fn(async () => areaModules);
    const container = createContainer(config, startupModules, { later });
    expect(container.get(Session)).toBeDefined();
    expect(container.get(ErrorReporter)).toBeDefined();
    expect(container.get(ShellSettings).themeStorageKey).toBe('vite-ui-theme');
    expect(container.isBound(LaunchpadsApi)).toBe(false);
    expect(container.isBound(QueryClientToken)).toBe(false);
    expect(later).not.toHaveBeenCalled();
  });

  it('given no cache yet, when the frame clears or resets it, then nothing happens and nothing throws', async () => {
    const container = createContainer(config, startupModules, { later: async () => areaModules });
    const cache = container.get(QueryCache);
    expect(() => cache.clear()).not.toThrow();
    await expect(cache.reset()).resolves.toBeUndefined();
  });

  it('given the areas are asked for twice, when they load, then they load once and the API and the cache resolve', async () => {
    const later = vi.fn(async () => areaModules);
    const container = createContainer(config, startupModules, { later });
    const areas = container.get(AppAreas);
    await Promise.all([areas.load(), areas.load()]);
    await areas.load();
    expect(later).toHaveBeenCalledTimes(1);
    expect(container.get(LaunchpadsApi)).toBeDefined();
    const client = container.get(QueryClientToken);
    client.setQueryData(['probe'], 1);
    container.get(QueryCache).clear();
    expect(client.getQueryData(['probe'])).toBeUndefined();
  });

  it('given the areas chunk fails to load, when asked again, then it tries again', async () => {
    const later = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(areaModules);
    const container = createContainer(config, startupModules, { later });
    const areas = container.get(AppAreas);
    await expect(areas.load()).rejects.toThrow(TypeError);
    await expect(areas.load()).resolves.toBeUndefined();
    expect(container.isBound(LaunchpadsApi)).toBe(true);
  });

  it('given every module at once (tests), when the areas are asked for, then there is nothing to load', async () => {
    const container = createContainer(config, appModules);
    await expect(container.get(AppAreas).load()).resolves.toBeUndefined();
    expect(container.isBound(QueryClientToken)).toBe(true);
  });
});
