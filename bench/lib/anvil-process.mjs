// Freezes a devnet chain's node the way a hung node looks from outside: its socket stays open and its
// kernel still accepts connections, but nothing answers (SIGSTOP), until it is thawed (SIGCONT).
import { execFileSync } from 'node:child_process';

const argument = (args, name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * The pid of the anvil this process started for the chain `chainId` at `rpcUrl`. The Devnet object does
 * not expose its process: devnet/src/anvil.ts spawns it (detached) with `--port <port> --chain-id <id>`,
 * and `startDevnet({ port: 0 })` passes `--port 0`, so the child is found in `ps` by its chain id and its
 * port (the URL's, or 0), and must be the only such child.
 */
export function anvilPid(rpcUrl, chainId) {
  const { port } = new URL(rpcUrl);
  const found = execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, ppid, command = '', ...args]) =>
        Number(ppid) === process.pid &&
        /anvil$/.test(command) &&
        argument(args, '--chain-id') === String(chainId) &&
        [port, '0'].includes(argument(args, '--port')),
    );
  if (found.length !== 1) {
    throw new Error(`${found.length} anvil children of this process run chain ${chainId} on port ${port} or 0; expected exactly one`);
  }
  return Number(found[0][0]);
}

/** Stops the node of chain `chainId` at `rpcUrl`; `resume()` continues it (also when this process exits first, so no frozen anvil is left). */
export function pauseAnvil(rpcUrl, chainId) {
  const pid = anvilPid(rpcUrl, chainId);
  const resume = () => {
    process.removeListener('exit', resume);
    process.kill(pid, 'SIGCONT');
  };
  process.kill(pid, 'SIGSTOP');
  process.once('exit', resume);
  return { pid, resume };
}
