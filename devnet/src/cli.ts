// `node dist/cli.js`: runs the L1 and (unless --no-l2) the L2 with the bridge relay between them until
// SIGINT/SIGTERM, saving the chains when there is a data directory. Prints `devnet ready on <url>` (the
// L1's; `npm start` waits for that line) and `devnet l2 ready on <url>` once both chains answer.
import { PortInUseError } from './anvil';
import { startBridgeRelay, type BridgeRelay } from './bridge-relay';
import { cliOptions, readyLines, USAGE, type CliOptions } from './cli-options';
import { startDevnet, type Devnet } from './devnet';

const logTo = (prefix: string) => (line: string) => console.log(`[${prefix}] ${line}`);

/** Starts the chains side by side; when one fails, stops the other and throws that failure. */
async function startChains(options: CliOptions): Promise<{ l1: Devnet; l2: Devnet | null }> {
  const [l1, l2] = await Promise.allSettled([
    startDevnet({ ...options.l1, log: logTo('devnet') }),
    options.l2 ? startDevnet({ ...options.l2, log: logTo('devnet l2') }) : Promise.resolve(null),
  ]);
  if (l1.status === 'fulfilled' && l2.status === 'fulfilled') return { l1: l1.value, l2: l2.value };
  const running = [l1.status === 'fulfilled' ? l1.value : null, l2.status === 'fulfilled' ? l2.value : null];
  await Promise.all(running.flatMap((devnet) => (devnet ? [devnet.stop()] : [])));
  const failure: unknown = l1.status === 'rejected' ? l1.reason : l2.status === 'rejected' ? l2.reason : undefined;
  if (failure instanceof PortInUseError) {
    const flag = failure.port === options.l2?.port ? '--l2-port / DEVNET_L2_PORT' : '--port / DEVNET_PORT';
    throw new Error(`${failure.message} (${flag}).`);
  }
  throw failure;
}

async function main(): Promise<void> {
  const options = cliOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const log = logTo('devnet');
  // A signal before the chains are up: leave now (anvil is stopped on exit).
  const leave = () => process.exit(130);
  process.on('SIGINT', leave);
  process.on('SIGTERM', leave);

  const { l1, l2 } = await startChains(options);
  const relay: BridgeRelay | null = l2 ? startBridgeRelay({ l1RpcUrl: l1.rpcUrl, l2RpcUrl: l2.rpcUrl, log: logTo('devnet bridge') }) : null;
  let exiting = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal: leave now (anvil is stopped on exit).
    if (exiting) process.exit(130);
    exiting = true;
    log(`${signal}: stopping`);
    (async () => {
      await relay?.stop();
      await Promise.all([l1.stop(), l2?.stop()]);
    })().then(
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
  console.log(readyLines(l1, l2).join('\n'));
}

main().catch((error: unknown) => {
  console.error(`[devnet] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
