// The processes a service started itself. A service killed outright (kill -9) cannot stop them: the
// devnet's anvil, in its own process group, would keep running and hold the chain's port. Linux only
// (/proc); elsewhere no descendants are found and nothing is left to clean up.
import fs from 'node:fs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readOrNull(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ESRCH') return null;
    throw error;
  }
}

/** The start time of a live process (a zombie counts as gone); with the pid it names one process for good. */
function startTime(pid) {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Fields after "pid (comm) ": state is field 3, starttime field 22.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[0] === 'Z' ? null : fields[19];
}

function childrenOf(pid) {
  let threads;
  try {
    threads = fs.readdirSync(`/proc/${pid}/task`);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return threads.flatMap((thread) => (readOrNull(`/proc/${pid}/task/${thread}/children`) ?? '').split(/\s+/).filter(Boolean).map(Number));
}

/** Every live descendant of `pid`, as `{ pid, startTime }`. */
export function descendantsOf(pid) {
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of childrenOf(queue.shift())) {
      const started = startTime(child);
      if (started === null) continue;
      found.push({ pid: child, startTime: started });
      queue.push(child);
    }
  }
  return found;
}

const isAlive = (entry) => startTime(entry.pid) === entry.startTime;

/** Sends a signal to those of `processes` still running. */
export function signalAll(processes, name) {
  for (const { pid } of processes.filter(isAlive)) {
    try {
      process.kill(pid, name);
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
}

async function waitForExit(processes, ms) {
  const deadline = Date.now() + ms;
  while (processes.some(isAlive) && Date.now() < deadline) await sleep(100);
}

/**
 * Stops processes left behind by a service that is gone: a moment to exit on their own (a service that
 * crashed normally stops its children on the way out), then SIGTERM (anvil saves its chain), then SIGKILL.
 * Resolves with the pids that were still running.
 */
export async function stopLeftovers(processes, graceMs) {
  await waitForExit(processes, 2_000);
  const left = processes.filter(isAlive);
  if (left.length === 0) return [];
  signalAll(left, 'SIGTERM');
  await waitForExit(left, graceMs);
  signalAll(left, 'SIGKILL');
  await waitForExit(left, 2_000);
  return left.map(({ pid }) => pid);
}
