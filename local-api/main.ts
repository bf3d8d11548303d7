import { createLocalApi } from './create-local-api';
import { ConfigError, readConfig } from './config';

/** `npm run api`: the local creators API on LOCAL_API_PORT, settings from the environment (see README). */
async function main(): Promise<void> {
  const config = readConfig();
  const api = createLocalApi(config);
  const { url } = await api.listen(config.port);
  // Ready before the first save of editions, which would otherwise wait for the thread to load.
  api.services.singleTokens.start();
  console.log(`Local creators API listening on ${url} (database: ${config.dbPath}, seed: ${config.seed})`);

  const stop = () => {
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Local creators API: ${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Local creators API: port ${process.env.LOCAL_API_PORT ?? 8787} is in use; set LOCAL_API_PORT to a free port.`,
    );
  } else console.error('Local creators API failed to start:', error);
  process.exit(1);
});
