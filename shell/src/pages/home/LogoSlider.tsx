// A marquee of the tokens the product knows: text badges, pausable, still under prefers-reduced-motion.
import { Button, POPULAR_TOKENS, type PopularToken } from '@whalewatch/shared/core';
import { useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';

export const LOGO_SLIDER_TITLE = 'Tokens we know inside out';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Section = styled.section`
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(10)}`};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const PauseButton = styled(Button)`
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, black 8%, black 92%, transparent);
  @media (prefers-reduced-motion: reduce) {
    mask-image: none;
  }
`;

const Track = styled.div<{ $paused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} 40s linear infinite;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
  &:hover {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    width: auto;
    animation: none;
  }
`;

const Badges = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space(3)} 0 0`};
  list-style: none;
  @media (prefers-reduced-motion: reduce) {
    flex-wrap: wrap;
    justify-content: center;
    padding: 0;
  }
`;

/** The copy that makes the loop seamless; hidden from assistive technology and when motion is reduced. */
const LoopCopy = styled(Badges)`
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Badge = styled.li`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

const Symbol = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.85rem;
`;

function TokenBadge({ token }: { token: PopularToken }) {
  return (
    <Badge>
      {token.name}
      {token.symbol !== token.name ? <Symbol>{token.symbol}</Symbol> : null}
    </Badge>
  );
}

export function LogoSlider() {
  const titleId = useId();
  const [paused, setPaused] = useState(false);
  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{LOGO_SLIDER_TITLE}</h2>
        <PauseButton $variant="ghost" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {paused ? 'Play animation' : 'Pause animation'}
        </PauseButton>
      </Header>
      <Viewport>
        <Track $paused={paused}>
          <Badges aria-labelledby={titleId}>
            {POPULAR_TOKENS.map((token) => (
              <TokenBadge key={token.symbol} token={token} />
            ))}
          </Badges>
          <LoopCopy aria-hidden="true">
            {POPULAR_TOKENS.map((token) => (
              <TokenBadge key={token.symbol} token={token} />
            ))}
          </LoopCopy>
        </Track>
      </Viewport>
    </Section>
  );
}
