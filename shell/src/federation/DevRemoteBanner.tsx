// The banner a browser with a remote override shows above every page (remoteOverride.ts): which remote
// comes from which dev server, and a button to go back to the deployed one. Loaded, in a root of its own,
// only when an override is in use, so the shell's first load does not carry it.
import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { stopRemoteOverride, type RemoteOverrides } from './remoteOverride';

export const DEV_REMOTE_BANNER_LABEL = 'Development override';
export const STOP_OVERRIDE = 'Stop using it';

/** `mfe_tracking` → `mfe-tracking`, the name the team knows it by (its folder). */
const remoteFolder = (container: string) => container.replace(/_/g, '-');

export const devRemoteNotice = (container: string, entry: string) =>
  `${remoteFolder(container)} is loaded from your dev server at ${entry}`;

// Fixed colours (not the theme's: this root is outside the app's providers), 12:1 contrast.
const BANNER_STYLE = { margin: 0, padding: '8px 16px', background: '#fef3c7', color: '#1f2937', font: '14px/1.5 system-ui, sans-serif' };
const LINE_STYLE = { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' } as const;
const BUTTON_STYLE = {
  font: 'inherit',
  padding: '2px 10px',
  border: '1px solid #1f2937',
  borderRadius: '4px',
  background: '#fff',
  color: '#1f2937',
  cursor: 'pointer',
};

function OverrideLine({ container, entry, onStop }: { container: string; entry: string; onStop: (container: string) => void }) {
  const noticeId = useId();
  return (
    <p style={LINE_STYLE}>
      <span id={noticeId}>{devRemoteNotice(container, entry)}</span>
      <button type="button" style={BUTTON_STYLE} aria-describedby={noticeId} onClick={() => onStop(container)}>
        {STOP_OVERRIDE}
      </button>
    </p>
  );
}

export function DevRemoteBanner({ overrides, onStop }: { overrides: RemoteOverrides; onStop: (container: string) => void }) {
  return (
    <section aria-label={DEV_REMOTE_BANNER_LABEL} style={BANNER_STYLE}>
      {Object.entries(overrides).map(([container, entry]) => (
        <OverrideLine key={container} container={container} entry={entry} onStop={onStop} />
      ))}
    </section>
  );
}

/** Puts the banner first in the page; Stop drops the override and reloads with the deployed remote. */
export function showDevRemoteBanner(overrides: RemoteOverrides, reload = () => window.location.reload()): void {
  const host = document.createElement('div');
  document.body.prepend(host);
  const stop = (container: string) => {
    stopRemoteOverride(container);
    reload();
  };
  createRoot(host).render(<DevRemoteBanner overrides={overrides} onStop={stop} />);
}
