import type { ServiceIdentifier } from 'inversify';

/** What the app frame needs from the configuration (the composition root fills it from AppConfig). */
export interface ShellSettings {
  /** Where the 로그인 button sends a signed-out creator (VITE_LOGIN_URL). */
  loginUrl: string;
  /** localStorage key of the colour scheme (VITE_THEME_STORAGE_KEY); index.html reads the same key. */
  themeStorageKey: string;
  release: string;
  /** ISO time of the build; shown (in KST) by the version overlay of non-production builds. */
  buildTime: string;
}
export const ShellSettings: ServiceIdentifier<ShellSettings> = Symbol.for('ShellSettings');
