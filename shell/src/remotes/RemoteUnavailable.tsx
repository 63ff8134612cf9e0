import { Button, Card, Page } from '@whalewatch/shared';
import { useRemoteRetry } from './RemoteRetryContext';

export function remoteUnavailableTitle(title: string): string {
  return `${title} is unavailable right now`;
}

export const REMOTE_UNAVAILABLE_TEXT =
  'This part of Whalewatch could not be loaded. The rest of the app still works; try again in a moment.';

/** What a route shows when its remote is down or crashed: a clear message and a Retry button. */
export function RemoteUnavailable() {
  const { screen, retry } = useRemoteRetry();
  return (
    <Page>
      <Card role="alert">
        <h2>{remoteUnavailableTitle(screen.title)}</h2>
        <p>{REMOTE_UNAVAILABLE_TEXT}</p>
        <Button onClick={retry}>Retry</Button>
      </Card>
    </Page>
  );
}
