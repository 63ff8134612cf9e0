import { Card, Page } from '@whalewatch/shared/core';
import { Link } from 'react-router-dom';

export const NEEDS_UPDATE_HEADING = 'This part of Whalewatch needs an update';
export const NEEDS_UPDATE_TEXT =
  'It was released for a newer version of the app than the one open in this browser, so it is not loaded. Everything else still works; it will be back once both are up to date.';

/**
 * What a remote route shows instead of a release the shell cannot run: its requirements (registry
 * entry) are not met here, or Module Federation refused its shared versions while loading it.
 */
export function NeedsUpdate() {
  return (
    <Page>
      <Card role="alert">
        <h2>{NEEDS_UPDATE_HEADING}</h2>
        <p>{NEEDS_UPDATE_TEXT}</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </Card>
    </Page>
  );
}
