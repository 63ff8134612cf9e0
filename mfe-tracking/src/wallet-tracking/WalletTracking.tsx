// /register (spec §2 "Wallet Tracking"): the hero, the two tabs and the centred overlay. Once shown, both
// panels stay mounted so the wallets added on one tab survive a look at the other; the saved settings
// live here so a registration shows up on the Settings tab at once.
import { Overlay, Page, PageTitle, Tabs, VisuallyHidden } from '@whalewatch/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useTrackingOverlay } from '../overlay/useTrackingOverlay';
import { RegistrationForm } from '../registration/RegistrationForm';
import { useTrackingSettings } from '../settings/useTrackingSettings';
import { SettingsTab, warmSettingsTab } from './SettingsTab';

export const WALLET_TRACKING_TITLE = 'Wallet Tracking';
export const WALLET_TRACKING_TAGLINE = 'Monitor Ethereum wallets and receive real-time notifications';
export const WALLET_TRACKING_HERO = `${WALLET_TRACKING_TITLE} - ${WALLET_TRACKING_TAGLINE}`;

type TabKey = 'register' | 'settings';

const TABS: { key: TabKey; label: string }[] = [
  { key: 'register', label: 'Register Wallets' },
  { key: 'settings', label: 'Settings' },
];

const Hero = styled(PageTitle)`
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;

// The spec's hero reads 'Wallet Tracking - Monitor …'; on screen the tagline sits on its own line.
const Separator = styled(VisuallyHidden)`
  white-space: pre;
`;

const Tagline = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 1.1rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export default function WalletTracking() {
  const [active, setActive] = useState<TabKey>('register');
  // The Settings panel is fetched and mounted the first time its tab opens.
  const [settingsOpened, setSettingsOpened] = useState(false);
  const select = (key: TabKey) => {
    setActive(key);
    if (key === 'settings') setSettingsOpened(true);
  };
  const { overlay, announcer } = useTrackingOverlay();
  const tracking = useTrackingSettings();
  return (
    <Page>
      <Hero>
        {WALLET_TRACKING_TITLE}
        <Separator>{' - '}</Separator>
        <Tagline>{WALLET_TRACKING_TAGLINE}</Tagline>
      </Hero>
      {/* Pointing at or focusing the tabs is the moment to fetch the Settings tab. */}
      <div onPointerOver={warmSettingsTab} onFocus={warmSettingsTab}>
        <Tabs tabs={TABS} active={active} onChange={select} label="Wallet tracking" />
      </div>
      <div role="tabpanel" aria-label="Register Wallets" hidden={active !== 'register'}>
        <RegistrationForm announcer={announcer} tracking={tracking} />
      </div>
      <div role="tabpanel" aria-label="Settings" hidden={active !== 'settings'}>
        {settingsOpened ? <SettingsTab tracking={tracking} announcer={announcer} /> : null}
      </div>
      {overlay ? <Overlay kind={overlay.kind} message={overlay.message} /> : null}
    </Page>
  );
}
