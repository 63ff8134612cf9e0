// Runs a step every `pollMs` until stopped: the simulator's and the bridge relay's loop. A failed step
// is logged (prefixed with `name`) and tried again after the pause; stop() ends the pause at once and
// resolves when the running step is done.
export type PollLoop = { stop(): Promise<void> };

export function pollLoop(
  step: () => Promise<void>,
  { pollMs, name, log }: { pollMs: number; name: string; log: (line: string) => void },
): PollLoop {
  let stopped = false;
  let wake: (() => void) | undefined;
  const run = async () => {
    while (!stopped) {
      try {
        await step();
      } catch (error) {
        if (!stopped) log(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  const running = run();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
    },
  };
}
