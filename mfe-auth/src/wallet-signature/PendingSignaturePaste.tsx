// The paste-a-signature flow, a chunk of its own with viem (issue 23): most users sign in their browser's
// wallet. A spinner holds its place while it comes; if it does not come, 'Try again' or Cancel.
import { Button, OnDemand } from '@whalewatch/shared';
import type { SignaturePasteFlowProps } from './SignaturePasteFlow';
import { PASTE_NOT_LOADED } from './signatureTexts';

const signaturePaste = () => import(/* webpackChunkName: "wallet-signature" */ './SignaturePasteFlow');

/** Fetches the flow ahead of a likely need; a failure shows when it is to show. */
export function warmSignaturePaste(): void {
  signaturePaste().catch(() => undefined);
}

export function PendingSignaturePaste(props: SignaturePasteFlowProps) {
  return (
    <OnDemand
      load={signaturePaste}
      what="the signature form"
      failedMessage={PASTE_NOT_LOADED}
      failedActions={
        <Button $variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      }
    >
      {({ SignaturePasteFlow }) => <SignaturePasteFlow {...props} />}
    </OnDemand>
  );
}
