// Keeps `npm start`'s processes running. A service that exits after it was ready is restarted with
// backoff while the others keep serving; one that never comes up at its first start, or that crashes
// soon after each restart too many times in a row, stops everything with a non-zero exit code.
// The running services' pids are kept in a JSON file ({ name: pid }) for operators and tests.
import fs from 'node:fs';
import path from 'node:path';
import { descendantsOf, signalAll, stopLeftovers } from './process-tree.mjs';

export const RESTART_POLICY = {
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  /** Up this long after being ready, a service's next crash starts the backoff over. */
  stableAfterMs: 60_000,
  /** Crashes in a row, each soon after (re)starting or before being ready again, before giving up. */
  maxQuickCrashes: 8,
};

/** How long services get to stop on SIGTERM (the devnet writes its chain) before SIGKILL. */
const STOP_DEADLINE_MS = 30_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function describeExit({ code, signal }) {
  return signal ? `exited (signal ${signal})` : `exited (code ${code})`;
}

function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * @typedef {{ child: import('node:child_process').ChildProcess, ready: Promise<void> }} Launched
 * @typedef {{ name: string, launch: () => Launched | Promise<Launched> }} ServiceSpec
 * @param {{ log: (line: string) => void, pidFile: string, onStopped: (code: number) => void, policy?: typeof RESTART_POLICY }} options
 */
export function createSupervisor({ log, pidFile, onStopped, policy = RESTART_POLICY }) {
  /** name → { spec, run, delayMs, quickCrashes, timer, leftovers } */
  const services = new Map();
  let stopping = null;

  function writePids() {
    const pids = {};
    for (const [name, service] of services) if (service.run && isRunning(service.run.child)) pids[name] = service.run.child.pid;
    fs.mkdirSync(path.dirname(pidFile), { recursive: true });
    fs.writeFileSync(`${pidFile}.tmp`, `${JSON.stringify(pids, null, 2)}\n`);
    fs.renameSync(`${pidFile}.tmp`, pidFile);
  }

  /** Starts one run of a service and resolves once it is ready; a run that is not ready is killed. */
  async function run(service) {
    const { child, ready } = await service.spec.launch();
    if (stopping) {
      child.kill('SIGTERM');
      throw new Error(`${service.spec.name} not started: stopping`);
    }
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const current = { child, exited, readyAt: null, descendants: [] };
    service.run = current;
    writePids();
    exited.then(() => {
      if (service.run === current) writePids();
    });
    const died = exited.then((how) => {
      throw new Error(`${service.spec.name} ${describeExit(how)} before it was ready`);
    });
    // Whichever loses the race rejects later with nobody listening.
    died.catch(() => {});
    ready.catch(() => {});
    try {
      await Promise.race([ready, died]);
    } catch (error) {
      if (isRunning(child)) {
        const descendants = descendantsOf(child.pid);
        child.kill('SIGKILL');
        await stopLeftovers(descendants, 0);
      }
      throw error;
    }
    current.readyAt = Date.now();
    // Taken now, while the service is alive: after a kill -9 its children are no longer its children.
    current.descendants = descendantsOf(child.pid);
    exited.then((how) => onCrash(service, current, how));
  }

  function onCrash(service, crashed, how) {
    if (stopping || service.run !== crashed) return;
    const downSince = Date.now();
    if (downSince - crashed.readyAt >= policy.stableAfterMs) {
      service.delayMs = policy.firstDelayMs;
      service.quickCrashes = 0;
    }
    service.leftovers = stopLeftovers(crashed.descendants, 15_000).then((pids) => {
      if (pids.length > 0)
        log(`${service.spec.name} left ${pids.length === 1 ? 'process' : 'processes'} ${pids.join(', ')} behind; stopped`);
    });
    restartLater(service, `${service.spec.name} ${describeExit(how)}`, downSince);
  }

  function restartLater(service, what, downSince) {
    service.quickCrashes += 1;
    if (service.quickCrashes > policy.maxQuickCrashes) {
      log(
        `${what}; it failed ${service.quickCrashes} times in a row soon after starting, so it is not restarted again: stopping everything`,
      );
      void stop(1);
      return;
    }
    const delay = service.delayMs;
    service.delayMs = Math.min(delay * 2, policy.maxDelayMs);
    log(`${what}; restarting in ${seconds(delay)}`);
    service.timer = setTimeout(() => void restart(service, downSince), delay);
  }

  async function restart(service, downSince) {
    service.timer = null;
    await service.leftovers;
    if (stopping) return;
    try {
      await run(service);
    } catch (error) {
      if (!stopping) restartLater(service, error.message, downSince);
      return;
    }
    log(`${service.spec.name} back after ${seconds(Date.now() - downSince)} (pid ${service.run.child.pid})`);
  }

  /**
   * First start of a service: resolves once it is ready, rejects when it is not (the caller stops
   * everything). From then on it is restarted whenever it exits.
   * @param {ServiceSpec} spec
   */
  function start(spec) {
    const service = { spec, run: null, delayMs: policy.firstDelayMs, quickCrashes: 0, timer: null, leftovers: null };
    services.set(spec.name, service);
    return run(service);
  }

  /** Stops every service (SIGTERM, then SIGKILL after the deadline), then calls onStopped(code). */
  function stop(code) {
    stopping ??= (async () => {
      for (const service of services.values()) clearTimeout(service.timer);
      const runs = [...services.values()].map((service) => ({ name: service.spec.name, ...service.run })).filter((r) => r.child);
      for (const { child } of runs) if (isRunning(child)) child.kill('SIGTERM');
      const deadline = sleep(STOP_DEADLINE_MS).then(() => 'late');
      const stopped = Promise.all(runs.map((r) => r.exited));
      if ((await Promise.race([stopped, deadline])) === 'late') {
        for (const { name, child } of runs.filter((r) => isRunning(r.child))) {
          log(`${name} did not stop within ${seconds(STOP_DEADLINE_MS)}; killing it`);
          const descendants = descendantsOf(child.pid);
          child.kill('SIGKILL');
          await stopLeftovers(descendants, 0);
        }
        await stopped;
      }
      await Promise.all([...services.values()].map((service) => service.leftovers));
      fs.rmSync(pidFile, { force: true });
      onStopped(code);
    })();
    return stopping;
  }

  /** Second Ctrl-C: no more waiting. What the services started themselves still gets a SIGTERM (anvil saves its chain). */
  function kill() {
    for (const service of services.values()) {
      if (!service.run || !isRunning(service.run.child)) continue;
      const descendants = descendantsOf(service.run.child.pid);
      service.run.child.kill('SIGKILL');
      signalAll(descendants, 'SIGTERM');
    }
  }

  return {
    start,
    stop,
    kill,
    get stopping() {
      return stopping !== null;
    },
  };
}
