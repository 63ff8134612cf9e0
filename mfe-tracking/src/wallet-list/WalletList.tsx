// The look of a list of wallets, shared by the wallets to register and the tracked wallets' cards: a
// wallet is named by its own nickname, else by its address, shown once.
import { Address } from '@whalewatch/shared';
import styled from 'styled-components';

export const WalletList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const WalletItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** The nickname and address, taking the row's free width. */
export const WalletText = styled.div`
  flex: 1 1 280px;
  min-width: 0;
  display: grid;
`;

/** The address under a wallet's own nickname. */
export const MutedAddress = styled(Address)`
  color: ${({ theme }) => theme.colors.textMuted};
`;
