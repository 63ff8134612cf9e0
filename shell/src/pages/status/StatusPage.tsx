// /status: is Whalewatch working right now? Built from the api's /health for someone who is not an
// engineer: one headline (announced to screen readers when it changes), each part of the product with its
// state and what that means for them, each chain watched with its latest block (or as unreachable), and
// the api's own reasons folded away as technical details.
import { Button, Card, Lead, LoadFailed, Page, PageTitle, Spinner, type ThemeTokens } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { STATE_LABELS, type ChainStatus, type OverallState, type ServiceState, type SystemStatus } from './systemStatus';
import { REFRESH_MS, useSystemStatus } from './useSystemStatus';

export const STATUS_TITLE = 'System Status';
export const STATUS_LEAD = `Whether Whalewatch is working right now. This page checks again every ${REFRESH_MS / 1000} seconds.`;
export const STATUS_UNREADABLE = 'The system status could not be read.';
export const CHECK_NOW = 'Check now';
export const CHECKING = 'Checking...';
export const CHAINS_HEADING = 'Chains';
export const CHAIN_UNREACHABLE = 'Unreachable';
export const latestBlockLine = (block: string) => `Latest block ${block}`;

type Tone = 'good' | 'warning' | 'bad' | 'neutral';

const TONES: Record<ServiceState | OverallState, Tone> = {
  operational: 'good',
  degraded: 'warning',
  down: 'bad',
  unreachable: 'bad',
  unknown: 'neutral',
};

// The theme has no amber: these two are AA as text on their theme's surfaces (about 10:1 dark, 8:1 light).
const warning = (theme: ThemeTokens) => (theme.mode === 'dark' ? '#fbbf24' : '#92400e');
const toneColor = (theme: ThemeTokens, tone: Tone) =>
  ({ good: theme.colors.success, warning: warning(theme), bad: theme.colors.danger, neutral: theme.colors.textMuted })[tone];

const Overall = styled(Card)<{ $tone: Tone }>`
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-left: 6px solid ${({ theme, $tone }) => toneColor(theme, $tone)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.4rem;
    color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  }
  p {
    margin: 0;
  }
`;

const Services = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const ServiceRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  align-items: center;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const State = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};

  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};

  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Checked = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
    overflow-wrap: anywhere;
  }
`;

function Chains({ chains }: { chains: ChainStatus[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{CHAINS_HEADING}</h2>
      <Services>
        {chains.map((chain) => (
          <ServiceRow key={chain.id}>
            <h3>{chain.name}</h3>
            {chain.latestBlock === null ? (
              <State $tone="bad">{CHAIN_UNREACHABLE}</State>
            ) : (
              <State $tone="good">{latestBlockLine(chain.latestBlock)}</State>
            )}
          </ServiceRow>
        ))}
      </Services>
    </Section>
  );
}

function StatusReport({ status }: { status: SystemStatus }) {
  const servicesId = useId();
  const tone = TONES[status.overall];
  const hasDetails = status.details.length > 0 || status.latestBlock !== null || status.newBlocks !== null || status.releases.length > 0;
  return (
    <>
      {/* Polite: a refresh that changes the headline is read out; one that does not is silent. */}
      <Overall $tone={tone} role="status" aria-live="polite" aria-atomic="true">
        <h2>{status.headline}</h2>
        <p>{status.summary}</p>
      </Overall>
      <Section aria-labelledby={servicesId}>
        <h2 id={servicesId}>Services</h2>
        <Services>
          {status.services.map((service) => (
            <ServiceRow key={service.id}>
              <h3>{service.name}</h3>
              <State $tone={TONES[service.state]}>{STATE_LABELS[service.state]}</State>
              {service.impact ? <p>{service.impact}</p> : null}
            </ServiceRow>
          ))}
        </Services>
      </Section>
      {status.chains.length > 0 ? <Chains chains={status.chains} /> : null}
      {hasDetails ? (
        <Details>
          <summary>Technical details</summary>
          <ul>
            {status.latestBlock !== null ? <li>Latest block: {status.latestBlock}</li> : null}
            {status.newBlocks !== null ? <li>{status.newBlocks}</li> : null}
            {status.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
            {status.releases.map((release) => (
              <li key={release}>{release}</li>
            ))}
          </ul>
        </Details>
      ) : null}
    </>
  );
}

export function StatusPage() {
  const { load, checkNow } = useSystemStatus();
  return (
    <Page>
      <PageTitle>{STATUS_TITLE}</PageTitle>
      <Lead>{STATUS_LEAD}</Lead>
      {load.state === 'loading' ? <Spinner label="Checking the system status" /> : null}
      {load.state === 'failed' ? <LoadFailed message={STATUS_UNREADABLE} onRetry={checkNow} /> : null}
      {load.state === 'loaded' ? (
        <>
          <StatusReport status={load.status} />
          <Checked>
            <p>Last checked at {load.checkedAt.toLocaleTimeString()}</p>
            <Button $variant="secondary" onClick={checkNow} disabled={load.checking}>
              {load.checking ? CHECKING : CHECK_NOW}
            </Button>
          </Checked>
        </>
      ) : null}
    </Page>
  );
}
