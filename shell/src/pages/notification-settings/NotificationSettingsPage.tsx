// /settings/notifications (issue 24): where alerts go. The email policy (the same control as the bell's
// centre), the user's channels with their state and delivery log, connecting new ones, and which
// channels each tracked wallet uses. The free plan sees the api's upgrade wording and no channel controls.
import {
  ApiError,
  Card,
  channelsApi,
  Lead,
  LoadFailed,
  Page,
  PageTitle,
  Spinner,
  useLoad,
  type Channel,
  type ChannelList,
} from '@whalewatch/shared';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NotificationSettings } from '../../notifications/NotificationSettings';
import { AddChannel } from './AddChannel';
import { ChannelItem } from './ChannelItem';
import {
  CHANNELS_HEADING,
  channelTitle,
  NO_CHANNELS,
  SECRET_ONCE,
  NOTIFICATION_SETTINGS_LEAD,
  NOTIFICATION_SETTINGS_TITLE,
  testQueued,
} from './channelTexts';
import { SecretNotice } from './SecretNotice';
import { WalletChannelChoice } from './WalletChannelChoice';

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(5)};
  min-width: 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
  section + section {
    margin-top: ${({ theme }) => theme.space(5)};
  }
`;

const Channels = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Upgrade = styled.p`
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  padding-left: ${({ theme }) => theme.space(3)};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  font-weight: 600;
`;

/** Telegram alerts cannot be connected on this server now: shown beside "Connect Telegram", not as a failure. */
const TELEGRAM_DOWN: readonly ApiError['code'][] = ['telegram_not_set_up', 'telegram_unreachable'];

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The api's upgrade wording, its '/pricing' a link. */
function UpgradeMessage({ text }: { text: string }) {
  const [before, after] = text.split('/pricing');
  return (
    <Upgrade role="note">
      {after === undefined ? (
        <>
          {text} <Link to="/pricing">See plans</Link>
        </>
      ) : (
        <>
          {before}
          <Link to="/pricing">/pricing</Link>
          {after}
        </>
      )}
    </Upgrade>
  );
}

export function NotificationSettingsPage() {
  const fetcher = useCallback((signal: AbortSignal) => channelsApi.list(signal), []);
  const { load, reload, refresh, update } = useLoad<ChannelList>(fetcher, 'the alert channels');
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [status, setStatus] = useState('');
  const [telegram, setTelegram] = useState<{ url: string; expiresAt: string } | null>(null);
  const [telegramDown, setTelegramDown] = useState<string | null>(null);

  const replace = (channel: Channel) =>
    update((value) => ({ ...value, channels: value.channels.map((candidate) => (candidate.id === channel.id ? channel : candidate)) }));

  const attempt = async (action: () => Promise<void>, fallback: string) => {
    setStatus('');
    try {
      await action();
    } catch (error) {
      setStatus(messageOf(error, fallback));
    }
  };

  const add = async (kind: 'webhook' | 'discord' | 'slack', url: string) => {
    setStatus('');
    if (kind === 'webhook') {
      const created = await channelsApi.addWebhook(url);
      setSecret({ name: channelTitle(created.channel), secret: created.secret });
      setStatus(`${channelTitle(created.channel)} connected. ${SECRET_ONCE}`);
    } else {
      const { channel } = await (kind === 'discord' ? channelsApi.addDiscord(url) : channelsApi.addSlack(url));
      setStatus(`${channelTitle(channel)} connected.`);
    }
    refresh();
  };

  const connectTelegram = () =>
    attempt(async () => {
      try {
        const link = await channelsApi.telegramLink();
        setTelegram(link);
        window.open(link.url, '_blank', 'noopener');
      } catch (error) {
        if (error instanceof ApiError && TELEGRAM_DOWN.includes(error.code)) setTelegramDown(error.message);
        else throw error;
      }
    }, 'Failed to connect Telegram');

  const actions = {
    onTest: (channel: Channel) =>
      attempt(async () => {
        await channelsApi.sendTest(channel.id);
        setStatus(testQueued(channel));
        refresh();
      }, 'Failed to send a test alert'),
    onRemove: (channel: Channel) =>
      attempt(async () => {
        await channelsApi.remove(channel.id);
        update((value) => ({ ...value, channels: value.channels.filter((candidate) => candidate.id !== channel.id) }));
        setStatus(`${channelTitle(channel)} disconnected.`);
      }, 'Failed to disconnect the channel'),
    onEnable: (channel: Channel) =>
      attempt(async () => {
        replace((await channelsApi.enable(channel.id)).channel);
        setStatus(`${channelTitle(channel)} is back on.`);
      }, 'Failed to turn the channel back on'),
    onRotate: (channel: Channel) =>
      attempt(async () => {
        const rotated = await channelsApi.rotateSecret(channel.id);
        setSecret({ name: channelTitle(channel), secret: rotated.secret });
        setStatus(
          `New secret for ${channelTitle(channel)}. The old one keeps signing until ${new Date(rotated.previousSecretValidUntil).toLocaleString()}.`,
        );
        refresh();
      }, 'Failed to rotate the signing secret'),
  };

  let channels;
  if (load.state === 'loading') channels = <Spinner label="Loading your alert channels" />;
  else if (load.state === 'failed')
    channels = <LoadFailed message={messageOf(load.error, 'Failed to load your alert channels')} onRetry={reload} />;
  else {
    const list = load.value;
    const off = !list.allowed;
    channels = (
      <>
        {list.upgrade ? <UpgradeMessage text={list.upgrade} /> : null}
        {secret ? <SecretNotice name={secret.name} secret={secret.secret} onDone={() => setSecret(null)} /> : null}
        {list.channels.length === 0 ? (
          <p>{NO_CHANNELS}</p>
        ) : (
          <Channels aria-label="Your channels">
            {list.channels.map((channel) => (
              <ChannelItem key={channel.id} channel={channel} disabled={off} {...actions} />
            ))}
          </Channels>
        )}
        <AddChannel
          disabled={off}
          telegramAvailable={list.telegram.available && telegramDown === null}
          onAdd={add}
          onTelegram={connectTelegram}
        />
        {telegramDown ? <p>{telegramDown}</p> : null}
        {telegram ? (
          <p>
            <a href={telegram.url} target="_blank" rel="noopener noreferrer">
              Open Telegram to finish connecting
            </a>{' '}
            (the link works until {new Date(telegram.expiresAt).toLocaleTimeString()}; then reload this page to see the chat).
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Page>
      <PageTitle>{NOTIFICATION_SETTINGS_TITLE}</PageTitle>
      <Lead>{NOTIFICATION_SETTINGS_LEAD}</Lead>
      <Status role="status" aria-live="polite">
        {status}
      </Status>
      <Section aria-labelledby="email-heading">
        <h2 id="email-heading">In the app and by email</h2>
        <NotificationSettings />
      </Section>
      <Section aria-labelledby="channels-heading">
        <h2 id="channels-heading">{CHANNELS_HEADING}</h2>
        {channels}
      </Section>
      {load.state === 'loaded' ? (
        <Section as="div">
          <WalletChannelChoice channels={load.value.channels} disabled={!load.value.allowed} onMessage={setStatus} />
        </Section>
      ) : null}
    </Page>
  );
}
