// The paste-a-signature panel, a chunk of its own (issue 23): most users sign in their browser's wallet.
// A spinner holds its place while it comes; if it does not come, 'Try again' or Cancel.
import { Button, OnDemand } from '@whalewatch/shared';
import type { SignaturePanelProps } from './SignaturePanel';

export const PANEL_NOT_LOADED = 'The form for pasting a signature could not be loaded.';

const signaturePanel = () => import(/* webpackChunkName: "signature-panel" */ './SignaturePanel');

/** Fetches the panel ahead of a likely need; a failure shows when the panel is to show. */
export function warmSignaturePanel(): void {
  signaturePanel().catch(() => undefined);
}

export function PendingSignaturePanel(props: SignaturePanelProps) {
  return (
    <OnDemand
      load={signaturePanel}
      what="the signature form"
      failedMessage={PANEL_NOT_LOADED}
      failedActions={
        <Button $variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      }
    >
      {({ SignaturePanel }) => <SignaturePanel {...props} />}
    </OnDemand>
  );
}
