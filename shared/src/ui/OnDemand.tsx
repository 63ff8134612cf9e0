// A part of a screen that is a chunk of its own (issue 23): a spinner holds its place while the chunk
// comes; if it does not come, what failed with 'Try again' (and `failedActions`, e.g. a way out).
import type { ReactNode } from 'react';
import { useLoad } from '../hooks/useLoad';
import { LoadFailed } from './LoadFailed';
import { Spinner } from './Spinner';

export interface OnDemandProps<M> {
  /** Fetches the chunk: a stable function (module level), so it is fetched once per mount. */
  load: () => Promise<M>;
  /** What it is, for the spinner ('Loading …') and the console: 'the Settings tab'. */
  what: string;
  failedMessage: string;
  failedActions?: ReactNode;
  children: (module: M) => ReactNode;
}

export function OnDemand<M>({ load, what, failedMessage, failedActions, children }: OnDemandProps<M>) {
  const { load: chunk, reload } = useLoad(load, what);
  if (chunk.state === 'loading') return <Spinner label={`Loading ${what}`} />;
  if (chunk.state === 'failed') {
    return (
      <>
        <LoadFailed message={failedMessage} onRetry={reload} />
        {failedActions}
      </>
    );
  }
  return <>{children(chunk.value)}</>;
}
