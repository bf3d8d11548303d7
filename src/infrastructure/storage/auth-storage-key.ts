/** The localStorage key of the refresh token; index.html's signed-in preload reads it too (vite.config.ts). */
export const AUTH_STORAGE_KEY = 'auth';
