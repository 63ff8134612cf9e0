// Where each tracked wallet's alerts go: a checkbox per channel, saved as the user ticks (PUT per wallet).
import {
  ApiError,
  channelsApi,
  LoadFailed,
  ownNickname,
  shortAddress,
  Spinner,
  useLoad,
  WALLET_CHANNELS_SAVE_FAILED,
  type Channel,
  type WalletChannels,
} from '@whalewatch/shared';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { channelTitle, NO_WALLETS, WALLETS_HEADING } from './channelTexts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  min-width: 0;

  legend {
    font-weight: 600;
    overflow-wrap: anywhere;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }
`;

/** 'Binance 14 (0x28c6…1d60)', or the whole address when the wallet has no nickname of its own. */
function walletName(wallet: WalletChannels): string {
  const nickname = ownNickname({ address: wallet.address, nickname: wallet.nickname ?? '' });
  return nickname ? `${nickname} (${shortAddress(wallet.address)})` : wallet.address;
}

export function WalletChannelChoice({
  channels,
  disabled,
  onMessage,
}: {
  channels: Channel[];
  disabled: boolean;
  onMessage: (message: string) => void;
}) {
  // Read again when a channel comes or goes: a new channel starts chosen for every wallet.
  const channelIds = channels.map((channel) => channel.id).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- channelIds is not read inside: it is the reason to read again
  const fetcher = useCallback((signal: AbortSignal) => channelsApi.wallets(signal), [channelIds]);
  const { load, reload, update } = useLoad(fetcher, "the wallets' channels");
  const [saving, setSaving] = useState<string | null>(null);

  const toggle = async (wallet: WalletChannels, channelId: string, on: boolean) => {
    const chosen = on ? [...wallet.channels, channelId] : wallet.channels.filter((id) => id !== channelId);
    const put = (next: string[]) =>
      update((value) => ({
        wallets: value.wallets.map((candidate) => (candidate.address === wallet.address ? { ...candidate, channels: next } : candidate)),
      }));
    put(chosen);
    setSaving(wallet.address);
    try {
      const saved = await channelsApi.chooseWalletChannels(wallet.address, chosen);
      put(saved.channels);
      onMessage(`Saved where ${walletName(wallet)}'s alerts go.`);
    } catch (error) {
      put(wallet.channels);
      onMessage(error instanceof ApiError ? error.message : WALLET_CHANNELS_SAVE_FAILED);
    } finally {
      setSaving(null);
    }
  };

  let body;
  if (load.state === 'loading') body = <Spinner label="Loading your wallets" />;
  else if (load.state === 'failed')
    body = (
      <LoadFailed message={load.error instanceof Error ? load.error.message : "Failed to load your wallets' channels"} onRetry={reload} />
    );
  else if (load.value.wallets.length === 0) body = <p>{NO_WALLETS}</p>;
  else if (channels.length === 0) body = <p>Connect a channel above to choose which wallets use it.</p>;
  else
    body = (
      <List>
        {load.value.wallets.map((wallet) => (
          <li key={wallet.address}>
            <Fieldset disabled={disabled || saving === wallet.address} aria-busy={saving === wallet.address}>
              <legend>{walletName(wallet)}</legend>
              {channels.map((channel) => (
                <label key={channel.id}>
                  <input
                    type="checkbox"
                    checked={wallet.channels.includes(channel.id)}
                    onChange={(event) => void toggle(wallet, channel.id, event.target.checked)}
                  />
                  {channelTitle(channel)}
                </label>
              ))}
            </Fieldset>
          </li>
        ))}
      </List>
    );

  return (
    <section aria-labelledby="wallet-channels-heading">
      <h2 id="wallet-channels-heading">{WALLETS_HEADING}</h2>
      {body}
    </section>
  );
}
