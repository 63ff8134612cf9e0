// 'Popular Token Examples': picking one fills the analyzer's input. Their addresses are Ethereum's (and the
// devnet's first chain's), so other chains have none: there the reader pastes a token's address.
import { MutedText, POPULAR_TOKENS, type PopularToken } from '@whalewatch/shared';
import { useId } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const TokenButton = styled.button.attrs({ type: 'button' })`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  text-align: left;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export function PopularTokens({ onPick }: { onPick: (token: PopularToken) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Popular Token Examples</h2>
      <List>
        {POPULAR_TOKENS.map((token) => (
          <li key={token.address}>
            <TokenButton onClick={() => onPick(token)}>
              <strong>{token.name}</strong> <Address>{token.address}</Address>
            </TokenButton>
          </li>
        ))}
      </List>
    </section>
  );
}

export const noPopularTokens = (chainName: string) => `Paste the address of a token on ${chainName}.`;

export function NoPopularTokens({ chainName }: { chainName: string }) {
  return <MutedText>{noPopularTokens(chainName)}</MutedText>;
}
