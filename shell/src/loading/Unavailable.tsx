import { Button, Card, Page } from '@whalewatch/shared/core';

export function unavailableTitle(title: string): string {
  return `${title} is unavailable right now`;
}

export const UNAVAILABLE_TEXT = 'This part of Whalewatch could not be loaded. The rest of the app still works; try again in a moment.';

/** What a route shows when its screen could not be loaded or crashed: a clear message and a Retry button. */
export function Unavailable({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Page>
      <Card role="alert">
        <h2>{unavailableTitle(title)}</h2>
        <p>{UNAVAILABLE_TEXT}</p>
        <Button onClick={onRetry}>Retry</Button>
      </Card>
    </Page>
  );
}
