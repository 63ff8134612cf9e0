import { Unavailable } from '../loading/Unavailable';
import { useRemoteRetry } from './RemoteRetryContext';

/** A remote route's unavailable screen (also the fallback plugin's module): Retry loads the remote again. */
export function RemoteUnavailable() {
  const { screen, retry } = useRemoteRetry();
  return <Unavailable title={screen.title} onRetry={retry} />;
}
