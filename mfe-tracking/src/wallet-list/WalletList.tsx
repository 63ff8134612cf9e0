// The look of a list of wallets, shared by the wallets to register and the tracked wallets' cards, and
// how a wallet is named on them: by its own nickname, else by its address, shown once.
import { checksumAddress, type TrackedWallet } from '@whalewatch/shared';
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

/** The nickname and address, taking the row's free width; the address wraps by this width. */
export const WalletText = styled.div`
  flex: 1 1 280px;
  min-width: 0;
  display: grid;
  container-type: inline-size;
`;

/**
 * An address in EIP-55 case, on one line where its box has room; where not, in two even lines of 21
 * characters rather than broken at whichever character reached the edge. One text node, so copying it
 * and its accessible name give the whole address.
 */
const Mono = styled.code<{ $muted: boolean }>`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : 'inherit')};
  overflow-wrap: anywhere;

  /* 42 monospace characters need about 25.2em. */
  @container (max-width: 26rem) {
    display: inline-block;
    max-width: 21ch;
    word-break: break-all;
  }
`;

export function AddressText({ address, muted = false, id }: { address: string; muted?: boolean; id?: string }) {
  return (
    <Mono id={id} $muted={muted}>
      {checksumAddress(address)}
    </Mono>
  );
}

/** The nickname the user gave; null when there is none or it is only the address (the spec's default). */
export function ownNickname(wallet: Pick<TrackedWallet, 'address' | 'nickname'>): string | null {
  const nickname = wallet.nickname.trim();
  return nickname && nickname.toLowerCase() !== wallet.address.toLowerCase() ? nickname : null;
}

/** What a wallet is called in titles: its own nickname, else its address in EIP-55 case. */
export const walletName = (wallet: Pick<TrackedWallet, 'address' | 'nickname'>) => ownNickname(wallet) ?? checksumAddress(wallet.address);
