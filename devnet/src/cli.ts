// `node dist/cli.js`: runs the devnet until SIGINT/SIGTERM, saving the chain when it has a data
// directory. Prints `devnet ready on <url>` once the chain answers (`npm start` waits for that line).
import { PortInUseError } from './anvil';
import { cliOptions, readyLines, USAGE } from './cli-options';
import { startDevnet } from './devnet';

async function main(): Promise<void> {
  const options = cliOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const log = (line: string) => console.log(`[devnet] ${line}`);
  // A signal before the chain is up: leave now (anvil is stopped on exit).
  const leave = () => process.exit(130);
  process.on('SIGINT', leave);
  process.on('SIGTERM', leave);

  const devnet = await startDevnet({ ...options, log });
  let exiting = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal: leave now (anvil is stopped on exit).
    if (exiting) process.exit(130);
    exiting = true;
    log(`${signal}: stopping`);
    devnet.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[devnet] stop failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.off(signal, leave);
    process.on(signal, shutdown);
  }
  console.log(readyLines(devnet).join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) {
    console.error(`[devnet] ${error.message} (--port / DEVNET_PORT).`);
  } else {
    console.error(`[devnet] ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
