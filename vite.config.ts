import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.LOCAL_API_PORT ?? 8787);
const appPort = Number(process.env.PORT ?? 5173);

/** The gateway paths the local creators API serves; the app calls them same-origin, as it would the real gateway. */
const proxy = {
  '/cl': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
  '/local': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: {
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __APP_RELEASE__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  server: { port: appPort, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: appPort, strictPort: true, host: '127.0.0.1', proxy },
  build: {
    sourcemap: mode !== 'production',
    manifest: true,
  },
}));
