// Runs a monitor's step over and over: at once again while the step says there is more to do, otherwise
// after a pause. A failed step is logged and tried again after the pause.
type Logger = { error(object: object, message: string): void };

export type StepLoop = { start(): void; stop(): Promise<void> };

export function stepLoop({
  step,
  afterStep,
  log,
  pauseMs,
}: {
  /** Resolves true when more work is waiting. */
  step: () => Promise<boolean>;
  afterStep: () => Promise<unknown>;
  log: Logger;
  pauseMs: number;
}): StepLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const loop = () => {
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
        if (!stopped) timer = setTimeout(loop, more ? 0 : pauseMs);
      });
  };

  return {
    start() {
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
