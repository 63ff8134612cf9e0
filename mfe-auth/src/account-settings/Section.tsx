// One section of the account settings page: a card with its heading (h2), named for screen readers by it.
import { Card } from '@whalewatch/shared';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(5)};
  min-width: 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Frame aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Frame>
  );
}

/** A row of buttons under a section's text; they wrap on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** A short label beside an entry ("This device", "On"). */
export const Badge = styled.span<{ $tone?: 'primary' | 'success' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ theme, $tone = 'primary' }) => theme.colors[$tone]};
  color: ${({ theme, $tone = 'primary' }) => theme.colors[$tone === 'primary' ? 'primaryText' : 'successText']};
`;

/** When something happened, in the reader's locale: '23 Nov 2026, 10:00'. */
export const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
