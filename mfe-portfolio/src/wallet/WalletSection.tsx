// The wallet page's parts: each a card under its own heading, with its own loading, empty and failed
// states, so one failing part never blanks the others.
import { ApiError, LoadFailed, Spinner } from '@whalewatch/shared';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};

  h2,
  h3,
  p {
    margin: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export function WalletSection({ title, controls, children }: { title: string; controls?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        {controls}
      </Header>
      {children}
    </Panel>
  );
}

/** Answers that trying again will not change: a bad address, a protected wallet, no such thing. */
const FINAL_CODES = ['invalid_request', 'wallet_protected', 'not_found'] as const;
const isFinal = (error: ApiError) => FINAL_CODES.some((code) => code === error.code);

/** What failed, in the server's words when it gave some, and 'Try again' when that can help. */
export function SectionFailure({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : fallback;
  if (error instanceof ApiError && isFinal(error)) return <p role="alert">{message}</p>;
  return <LoadFailed message={message} onRetry={onRetry} />;
}

export function SectionLoading({ what }: { what: string }) {
  return <Spinner label={`Loading ${what}`} />;
}

/** A table wider than a phone scrolls inside its own box, never the page; focusable so keys scroll it. */
export const TableScroll = styled.div.attrs({ tabIndex: 0, role: 'region' })`
  overflow-x: auto;
  max-width: 100%;

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th[scope='col'] {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  td.figure,
  th.figure {
    text-align: right;
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
