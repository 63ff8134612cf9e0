// The Settings tab's panel is a chunk of its own (issue 23): /register opens on Register Wallets, so the
// panel is fetched when the user points at or focuses the tabs, at the latest when Settings opens. Until
// it is there a spinner holds its place; a failed fetch says so with 'Try again'.
import { OnDemand } from '@whalewatch/shared';
import type { SettingsPanelProps } from '../settings/SettingsPanel';

export const SETTINGS_TAB_NOT_LOADED = 'The Settings tab could not be loaded.';

const settingsPanel = () => import(/* webpackChunkName: "settings-tab" */ '../settings/SettingsPanel');

/** Fetches the panel ahead of a likely visit; a failure shows when the tab opens. */
export function warmSettingsTab(): void {
  settingsPanel().catch(() => undefined);
}

export function SettingsTab(props: SettingsPanelProps) {
  return (
    <OnDemand load={settingsPanel} what="the Settings tab" failedMessage={SETTINGS_TAB_NOT_LOADED}>
      {({ SettingsPanel }) => <SettingsPanel {...props} />}
    </OnDemand>
  );
}
