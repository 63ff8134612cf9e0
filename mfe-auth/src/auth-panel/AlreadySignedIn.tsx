// /auth for a visitor who is already signed in is rare, so its notice is a chunk of its own (issue 23),
// fetched when it is to show: a spinner meanwhile, 'Try again' if it does not come.
import { OnDemand } from '@whalewatch/shared';

export const SIGNED_IN_NOT_LOADED = 'The signed-in page could not be loaded.';

const signedInNotice = () => import(/* webpackChunkName: "signed-in-notice" */ './SignedInNotice');

export function AlreadySignedIn({ email }: { email: string }) {
  return (
    <OnDemand load={signedInNotice} what="the signed-in page" failedMessage={SIGNED_IN_NOT_LOADED}>
      {({ SignedInNotice }) => <SignedInNotice email={email} />}
    </OnDemand>
  );
}
