// One story: its title linking to the original (new tab), source and age, the AI summary, its sentiment
// in words and colour, and the tokens it mentions, each a button that shows the news about that token.
import { VisuallyHidden } from '@whalewatch/shared';
import { useId } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { SENTIMENT_LABELS, type NewsStory as Story, type Sentiment } from './newsApi';
import { fullTime, timeAgo } from './timeAgo';

export const OPENS_IN_NEW_TAB = '(opens in a new tab)';
export const showNewsAbout = (symbol: string) => `Show news about ${symbol}`;

const sentimentColour = (theme: DefaultTheme, sentiment: Sentiment) =>
  sentiment === 'bullish' ? theme.colors.success : sentiment === 'bearish' ? theme.colors.danger : theme.colors.textMuted;

/** Shape as well as colour, for readers who cannot tell the colours apart. */
const SENTIMENT_MARKS: Record<Sentiment, string> = { bullish: '▲', bearish: '▼', neutral: '●' };

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }

  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  h2 a:hover,
  h2 a:focus-visible {
    text-decoration: underline;
  }

  p {
    margin: 0;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Badge = styled.span<{ $sentiment: Sentiment }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $sentiment }) => sentimentColour(theme, $sentiment)};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button.attrs({ type: 'button' })`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function NewsStory({ story, onToken }: { story: Story; onToken: (symbol: string) => void }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Heading>
        <h2>
          <a href={story.url} target="_blank" rel="noopener noreferrer">
            <span id={titleId}>{story.title}</span>
            <VisuallyHidden> {OPENS_IN_NEW_TAB}</VisuallyHidden>
          </a>
        </h2>
        <Badge $sentiment={story.sentiment}>
          <span aria-hidden="true">{SENTIMENT_MARKS[story.sentiment]}</span>
          {SENTIMENT_LABELS[story.sentiment]}
        </Badge>
      </Heading>
      <Byline>
        <span>{story.source}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={story.publishedAt} title={fullTime(story.publishedAt)}>
          {timeAgo(story.publishedAt)}
        </time>
      </Byline>
      <p>{story.summary}</p>
      {story.tokens.length > 0 ? (
        <Chips role="group" aria-label="Tokens in this story">
          {story.tokens.map((symbol) => (
            <Chip key={symbol} aria-label={showNewsAbout(symbol)} onClick={() => onToken(symbol)}>
              {symbol}
            </Chip>
          ))}
        </Chips>
      ) : null}
    </Article>
  );
}
