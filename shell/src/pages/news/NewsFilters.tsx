// The filters above the stories: Token (all, the user's watchlist, or one of the tokens the news is matched
// against) and Sentiment. A change applies at once; the page keeps the choice in the URL.
import { MutedText, Select, type Load } from '@whalewatch/shared';
import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isSentiment, SENTIMENT_LABELS, SENTIMENTS, type NewsToken, type Sentiment } from './newsApi';
import { WATCHLIST_FILTER, type ChosenFilters } from './useNewsFilters';
import type { WatchlistTokens } from './watchlistTokens';

export const ALL_TOKENS = 'All tokens';
export const MY_WATCHLIST = 'My watchlist';
export const WATCHLIST_EMPTY = 'Your watchlist is empty';
export const WATCHLIST_LOADING = 'My watchlist (loading…)';
export const WATCHLIST_FAILED = 'My watchlist (could not be loaded)';
export const WATCHLIST_SIGNED_OUT = 'My watchlist (sign in to use it)';
export const ADD_TO_WATCHLIST = 'Add tokens to your watchlist';
export const TOKENS_FAILED = 'Other tokens could not be loaded';
export const ALL_SENTIMENTS = 'All';

const Toolbar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Filter = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  label {
    font-weight: 600;
    font-size: 0.9rem;
  }

  ${MutedText} {
    margin: 0;
    font-size: 0.85rem;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const FilterSelect = styled(Select)`
  width: 100%;
  min-width: 0;
  text-overflow: ellipsis;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function watchlistLabel(watchlist: WatchlistTokens): string {
  switch (watchlist.state) {
    case 'signed-out':
      return WATCHLIST_SIGNED_OUT;
    case 'loading':
      return WATCHLIST_LOADING;
    case 'failed':
      return WATCHLIST_FAILED;
    case 'loaded':
      return watchlist.value.length === 0 ? WATCHLIST_EMPTY : MY_WATCHLIST;
  }
}

/** The option a token filter selects: a listed token by symbol or address in any case, else the value as given. */
function chosenToken(token: string | null, tokens: NewsToken[]): string {
  if (token === null) return '';
  if (token === WATCHLIST_FILTER) return token;
  const wanted = token.toLowerCase();
  const listed = tokens.find((candidate) => candidate.symbol.toLowerCase() === wanted || candidate.address?.toLowerCase() === wanted);
  return listed ? listed.symbol : token;
}

export interface NewsFiltersProps {
  filters: ChosenFilters;
  tokens: Load<NewsToken[]>;
  watchlist: WatchlistTokens;
  onTokenChange: (token: string | null) => void;
  onSentimentChange: (sentiment: Sentiment | null) => void;
  /** The Token select, so a token chip can take the reader back to it. */
  tokenSelectRef?: Ref<HTMLSelectElement>;
}

export function NewsFilters({ filters, tokens, watchlist, onTokenChange, onSentimentChange, tokenSelectRef }: NewsFiltersProps) {
  const tokenId = useId();
  const sentimentId = useId();
  const hintId = useId();
  const listed = tokens.state === 'loaded' ? tokens.value : [];
  const token = chosenToken(filters.token, listed);
  const unlisted = token !== '' && token !== WATCHLIST_FILTER && !listed.some((candidate) => candidate.symbol === token);
  const watchlistEmpty = watchlist.state === 'loaded' && watchlist.value.length === 0;

  return (
    <Toolbar role="search" aria-label="News filters" onSubmit={(event) => event.preventDefault()}>
      <Filter>
        <label htmlFor={tokenId}>Token</label>
        <FilterSelect
          id={tokenId}
          ref={tokenSelectRef}
          value={token}
          onChange={(event) => onTokenChange(event.target.value || null)}
          aria-describedby={watchlistEmpty ? hintId : undefined}
        >
          <option value="">{ALL_TOKENS}</option>
          <option value={WATCHLIST_FILTER} disabled={!(watchlist.state === 'loaded' && watchlist.value.length > 0)}>
            {watchlistLabel(watchlist)}
          </option>
          {unlisted ? <option value={token}>{token}</option> : null}
          {listed.map((candidate) => (
            <option key={candidate.symbol} value={candidate.symbol}>
              {`${candidate.symbol} — ${candidate.name}`}
            </option>
          ))}
          {tokens.state === 'failed' ? <option disabled>{TOKENS_FAILED}</option> : null}
        </FilterSelect>
        {watchlistEmpty ? (
          <MutedText id={hintId}>
            {WATCHLIST_EMPTY}. <Link to="/dashboard">{ADD_TO_WATCHLIST}</Link>
          </MutedText>
        ) : null}
      </Filter>
      <Filter>
        <label htmlFor={sentimentId}>Sentiment</label>
        <FilterSelect
          id={sentimentId}
          value={filters.sentiment ?? ''}
          onChange={(event) => onSentimentChange(isSentiment(event.target.value) ? event.target.value : null)}
        >
          <option value="">{ALL_SENTIMENTS}</option>
          {SENTIMENTS.map((sentiment) => (
            <option key={sentiment} value={sentiment}>
              {SENTIMENT_LABELS[sentiment]}
            </option>
          ))}
        </FilterSelect>
      </Filter>
    </Toolbar>
  );
}
