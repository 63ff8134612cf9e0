// One connected channel: its state (connected, failing, disabled and why), its last delivery, and what the
// user can do with it: Send test, rotate a webhook's secret, turn it back on, disconnect, read its log.
import { Button, type Channel } from '@whalewatch/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { channelTitle, latencyText, outcomeText } from './channelTexts';
import { DeliveryLog } from './DeliveryLog';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

const State = styled.span<{ $on: boolean }>`
  font-weight: 600;
  color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.danger)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ChannelActions {
  onTest: (channel: Channel) => Promise<void>;
  onRemove: (channel: Channel) => Promise<void>;
  onEnable: (channel: Channel) => Promise<void>;
  onRotate: (channel: Channel) => Promise<void>;
}

export function ChannelItem({ channel, disabled, ...actions }: { channel: Channel; disabled: boolean } & ChannelActions) {
  const [busy, setBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const logId = useId();
  const title = channelTitle(channel);
  const connected = channel.state === 'connected';

  const run = (action: (channel: Channel) => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action(channel);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Item aria-label={title}>
      <h3>{title}</h3>
      {channel.url ? <Muted>{channel.url}</Muted> : null}
      <p>
        <State $on={connected}>{connected ? 'Connected' : 'Disabled'}</State>
        {!connected && channel.disabledReason ? `: ${channel.disabledReason}` : null}
        {connected && channel.failingSince ? ` · failing since ${new Date(channel.failingSince).toLocaleString()}, retrying` : null}
      </p>
      <Muted>
        {channel.lastDelivery
          ? `Last delivery: ${outcomeText(channel.lastDelivery.outcome, channel.lastDelivery.status)}, ${new Date(channel.lastDelivery.at).toLocaleString()}, ${latencyText(channel.lastDelivery.latencyMs)}`
          : 'No deliveries yet'}
        {channel.pending > 0 ? ` · ${channel.pending} waiting` : ''}
      </Muted>
      {channel.previousSecretValidUntil ? (
        <Muted>The previous signing secret also signs until {new Date(channel.previousSecretValidUntil).toLocaleString()}.</Muted>
      ) : null}
      <Actions>
        {connected ? (
          <Button
            $variant="secondary"
            disabled={busy || disabled}
            onClick={() => void run(actions.onTest)()}
            aria-label={`Send test to ${title}`}
          >
            Send test
          </Button>
        ) : (
          <Button disabled={busy || disabled} onClick={() => void run(actions.onEnable)()} aria-label={`Turn ${title} back on`}>
            Turn back on
          </Button>
        )}
        {channel.kind === 'webhook' ? (
          <Button
            $variant="secondary"
            disabled={busy || disabled}
            onClick={() => void run(actions.onRotate)()}
            aria-label={`Rotate the signing secret of ${title}`}
          >
            Rotate secret
          </Button>
        ) : null}
        <Button $variant="ghost" aria-expanded={showLog} aria-controls={logId} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button $variant="danger" disabled={busy} onClick={() => void run(actions.onRemove)()} aria-label={`Disconnect ${title}`}>
          Disconnect
        </Button>
      </Actions>
      <div id={logId}>{showLog ? <DeliveryLog channel={channel} /> : null}</div>
    </Item>
  );
}
