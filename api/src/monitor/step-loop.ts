// Runs a monitor's step over and over: at once again while the step says there is more to do, otherwise
// after a pause. A failed step is logged and tried again after the pause. `wake()` (a new block was
// announced) ends the pause at once, or runs the step again as soon as the current one ends.
type Logger = { error(object: object, message: string): void };

export type StepLoop = { start: () => void; stop: () => Promise<void>; wake: () => void };

export function stepLoop({
  step,
  afterStep,
  log,
  pauseMs,
}: {
  /** Resolves true when more work is waiting. */
  step: () => Promise<boolean>;
  /** Runs after each step that did not fail; when it returns a promise, the loop waits for it. */
  afterStep: () => void | Promise<unknown>;
  log: Logger;
  /** The pause after a step with nothing more to do; read after each step, so it may change. */
  pauseMs: number | (() => number);
}): StepLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stepping = false;
  let woken = false;
  let stopped = true;
  const pause = () => (typeof pauseMs === 'function' ? pauseMs() : pauseMs);

  const loop = () => {
    timer = null;
    stepping = true;
    woken = false;
    running = step()
      .then(async (more) => {
        await afterStep();
        return more;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'wallet monitor step failed');
        return false;
      })
      .then((more) => {
        stepping = false;
        if (!stopped) timer = setTimeout(loop, more || woken ? 0 : pause());
      });
  };

  return {
    start() {
      stopped = false;
      loop();
    },
    wake() {
      if (stopped) return;
      if (stepping) {
        woken = true;
        return;
      }
      if (timer) clearTimeout(timer);
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
