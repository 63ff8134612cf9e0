// /auth for a visitor who is already signed in is rare, so its notice comes on demand (issue 23), with the
// panel's steps (accountSteps.ts), fetched when it is to show: a spinner meanwhile, 'Try again' if it
// does not come.
import { OnDemand } from '@whalewatch/shared';
import { accountStepsChunk } from './useAuthSubmit';

export const SIGNED_IN_NOT_LOADED = 'The signed-in page could not be loaded.';

export function AlreadySignedIn({ email }: { email: string }) {
  return (
    <OnDemand load={accountStepsChunk} what="the signed-in page" failedMessage={SIGNED_IN_NOT_LOADED}>
      {({ SignedInNotice }) => <SignedInNotice email={email} />}
    </OnDemand>
  );
}
