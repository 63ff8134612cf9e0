// AI News: the feed arrives in a later issue; until then the page says so honestly.
import { Card, Lead, Page, PageTitle } from '@whalewatch/shared';
import styled from 'styled-components';

export const NEWS_TITLE = 'AI News';
export const NEWS_EMPTY_TEXT = 'No news yet. AI-summarized crypto news will appear here.';

const EmptyState = styled(Card)`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

export function NewsPage() {
  return (
    <Page>
      <PageTitle>{NEWS_TITLE}</PageTitle>
      <Lead>
        Crypto news from around the market, summarized by AI so you can catch up on what moves Ethereum and its
        tokens in a few lines.
      </Lead>
      <EmptyState aria-label="News feed">
        <p role="status">{NEWS_EMPTY_TEXT}</p>
      </EmptyState>
    </Page>
  );
}
