// The paste-a-signature panel, a chunk of its own (issue 23): most users sign in their browser's wallet.
// A spinner holds its place while it comes; if it does not come, 'Try again' or Cancel.
import { Button, LoadFailed, Spinner, useLoad } from '@whalewatch/shared';
import type { SignaturePanelProps } from './SignaturePanel';

export const PANEL_NOT_LOADED = 'The form for pasting a signature could not be loaded.';

const signaturePanel = () => import(/* webpackChunkName: "signature-panel" */ './SignaturePanel');

/** Fetches the panel ahead of a likely need; a failure shows when the panel is to show. */
export function warmSignaturePanel(): void {
  signaturePanel().catch(() => undefined);
}

export function PendingSignaturePanel(props: SignaturePanelProps) {
  const { load, reload } = useLoad(signaturePanel, 'the signature form');
  if (load.state === 'loading') return <Spinner label="Loading the signature form" />;
  if (load.state === 'failed') {
    return (
      <>
        <LoadFailed message={PANEL_NOT_LOADED} onRetry={reload} />
        <Button $variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
      </>
    );
  }
  const { SignaturePanel } = load.value;
  return <SignaturePanel {...props} />;
}
