// Entry point: builds the app, listens on PORT (default 3000) at HOST (default localhost: this machine only), and
// shuts down cleanly — server first, then the database — on SIGINT/SIGTERM.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

const config = loadConfig();
const app = await buildApp().catch((error: unknown) => {
  // Started twice on one data folder: one line that says what to do, not a stack trace.
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  try {
    // app.close() stops accepting connections, waits for in-flight requests, then runs onClose hooks, which
    // close the database.
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(error);
  await app.close().catch(() => {});
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.info(`Nusa Stay is ready at http://localhost:${port}`);
if (!process.env.HOST) {
  // Said at start-up because a phone or another computer on the network cannot connect, by design.
  console.info(
    'Listening on this machine only (localhost); set HOST=0.0.0.0 to accept other machines, e.g. a phone on your network',
  );
}
