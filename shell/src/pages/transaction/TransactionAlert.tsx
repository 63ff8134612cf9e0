// One tracked wallet's alert about the transaction: its words, its moves and its latency receipt.
import { DetailList, walletName, WalletLink, type WalletNotification } from '@whalewatch/shared';
import { Fragment } from 'react';
import styled from 'styled-components';
import { AlertMoves } from './AlertMoves';
import { deliverySentence, preciseTime } from './latencyReceipt';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: 1.2rem;
  }
  h3 {
    font-size: 1rem;
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const Receipt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  p {
    margin: 0;
    font-weight: 600;
  }
`;

function LatencyReceipt({ alert }: { alert: WalletNotification }) {
  const times: [label: string, time: string | null, missing: string][] = [
    ['Block timestamp', alert.blockTime, 'Unknown'],
    ['Seen by the monitor', alert.seenAt, 'Unknown'],
    ['Delivered to you', alert.deliveredAt, 'Not delivered to an open tab yet'],
  ];
  const sentence = deliverySentence(alert.seenAt, alert.deliveredAt);
  return (
    <Receipt>
      <h3>Latency receipt</h3>
      <DetailList>
        {times.map(([label, time, missing]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{time ? <time dateTime={time}>{preciseTime(time)}</time> : missing}</dd>
          </Fragment>
        ))}
      </DetailList>
      {sentence ? <p>{sentence}</p> : null}
    </Receipt>
  );
}

export function TransactionAlert({ alert, offersTrack }: { alert: WalletNotification; offersTrack: (index: number) => boolean }) {
  const name = walletName(alert.wallet);
  return (
    <Section aria-label={`Alert for ${name}`}>
      <h2>{alert.message}</h2>
      {alert.wallet.address ? (
        <p>
          <WalletLink address={alert.wallet.address} chain={alert.chain}>{`${name}'s wallet: profit and loss, activity`}</WalletLink>
        </p>
      ) : null}
      {alert.lines.length > 0 ? (
        <Lines>
          {alert.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Lines>
      ) : null}
      {alert.moves.length > 0 ? (
        <AlertMoves moves={alert.moves} chain={alert.chain} caption={`What ${name} moved`} offersTrack={offersTrack} />
      ) : null}
      <LatencyReceipt alert={alert} />
    </Section>
  );
}
