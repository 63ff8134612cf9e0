// 'Tracked Wallets' on the dashboard. Loading the wallets and their transactions arrives with the
// tracking issue; until then there are none to show.
import { Card } from '@whalewatch/shared';
import styled from 'styled-components';

export const NO_TRACKED_WALLETS = 'No tracked wallets yet.';

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function TrackedWallets() {
  return (
    <Card>
      <Empty>{NO_TRACKED_WALLETS}</Empty>
    </Card>
  );
}
