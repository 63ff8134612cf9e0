// The 'Settings' tab (spec §2 "Wallet Tracking"). Loading and editing the saved settings arrive with
// the tracking issue; until then there are no tracked wallets to show.
import { Card } from '@whalewatch/shared';
import styled from 'styled-components';

export const SETTINGS_HEADING = 'Manage Your Tracked Wallets';
export const NO_TRACKED_WALLETS = 'No tracked wallets yet.';

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SettingsPanel() {
  return (
    <Card>
      <Heading>{SETTINGS_HEADING}</Heading>
      <h3>Wallets</h3>
      <Empty>{NO_TRACKED_WALLETS}</Empty>
    </Card>
  );
}
