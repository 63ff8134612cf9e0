// A channel's delivery log: its last 100 attempts, newest first, as a table (time, outcome, latency, reply).
import { Button, channelsApi, LoadFailed, Spinner, useLoad, type Channel } from '@whalewatch/shared';
import { useCallback } from 'react';
import styled from 'styled-components';
import { channelTitle, latencyText, outcomeText } from './channelTexts';

const Scroll = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.85rem;

  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td:last-child:not([colspan]) {
    overflow-wrap: anywhere;
    min-width: 12rem;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

export function DeliveryLog({ channel }: { channel: Channel }) {
  const fetcher = useCallback((signal: AbortSignal) => channelsApi.deliveries(channel.id, signal), [channel.id]);
  const { load, reload, refresh } = useLoad(fetcher, 'the delivery log');

  if (load.state === 'loading') return <Spinner label="Loading the delivery log" />;
  if (load.state === 'failed')
    return <LoadFailed message={load.error instanceof Error ? load.error.message : 'Failed to load the delivery log'} onRetry={reload} />;
  const { attempts } = load.value;
  return (
    <Scroll>
      <Button $variant="ghost" onClick={refresh}>
        Refresh log
      </Button>
      <Table>
        <caption>Delivery log for {channelTitle(channel)} (newest first, at most 100 attempts)</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Outcome</th>
            <th scope="col">Latency</th>
            <th scope="col">Response</th>
          </tr>
        </thead>
        <tbody>
          {attempts.length === 0 ? (
            <tr>
              <td colSpan={4}>No deliveries yet.</td>
            </tr>
          ) : (
            attempts.map((attempt, index) => (
              <tr key={`${attempt.at}-${index}`}>
                <td>{new Date(attempt.at).toLocaleString()}</td>
                <td>
                  {outcomeText(attempt.outcome, attempt.status)}
                  {attempt.alerts > 1 ? ` · ${attempt.alerts} alerts` : ''}
                </td>
                <td>{latencyText(attempt.latencyMs)}</td>
                <td>{attempt.excerpt || '—'}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
