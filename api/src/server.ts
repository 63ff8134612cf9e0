// Starts the api: `node dist/server.js` (configuration from the environment, see config.ts).
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { StartupError } from './config';

async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config); // opens the database; app.close() closes it
  try {
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) => `api listening on ${address}`,
    });
  } catch (error) {
    await app.close();
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} is already in use (set API_PORT)`);
    }
    throw error;
  }
  process.once('SIGINT', () => void stop(app, 'SIGINT'));
  process.once('SIGTERM', () => void stop(app, 'SIGTERM'));
}

async function stop(app: App, signal: string): Promise<void> {
  app.log.info(`${signal} received, shutting down`);
  // A second signal while closing means "now".
  process.once(signal, () => process.exit(1));
  try {
    await app.close();
    app.log.info('api stopped');
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exitCode = 1;
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof StartupError ? `api failed to start: ${error.message}` : error);
  process.exit(1);
});
