import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import { NewsPage } from './NewsPage';

describe('NewsPage', () => {
  it("is headed 'AI News' and says honestly that there is no news yet", () => {
    renderWithProviders(<NewsPage />, { route: '/news', user: true });
    expect(screen.getByRole('heading', { level: 1, name: 'AI News' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No news yet. AI-summarized crypto news will appear here.');
  });
});
