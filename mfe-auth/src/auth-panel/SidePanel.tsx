// The panel beside the form (spec §1): the demo promise while signing up, a welcome otherwise.
import { Card } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';

export const WELCOME_TITLE = 'Welcome to Whalewatch';
export const WELCOME_TEXT = 'Track wallet transactions, analyze tokens, and monitor digital assets in real time.';
export const WELCOME_BULLETS = ['Real-time transaction monitoring', 'Token analysis and insights', 'Instant notifications'];

export const DEMO_TITLE = 'Your demo includes';
export const DEMO_ITEMS = [
  'A walkthrough of tracking wallets, analyzing token holders and monitoring whale portfolios',
  'A Q&A session',
  'An interactive discussion',
];

// A card of its own colour, drawn as the page's <aside>.
const Aside = styled(Card)`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  padding: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function SidePanel({ demo }: { demo: boolean }) {
  const titleId = useId();
  return (
    <Aside as="aside" aria-labelledby={titleId}>
      <h2 id={titleId}>{demo ? DEMO_TITLE : WELCOME_TITLE}</h2>
      {demo ? null : <p>{WELCOME_TEXT}</p>}
      <ul>
        {(demo ? DEMO_ITEMS : WELCOME_BULLETS).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Aside>
  );
}
