import type { WatchlistEntry } from '@whalewatch/shared';
import {
  buildUser,
  fail,
  fakeAuthRoutes,
  fakeWatchlistRoutes,
  ok,
  renderWithProviders,
  serveFakeApi,
  signInWithSession,
  type RecordedRequest,
  type RouteHandler,
} from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { NewsStory, NewsToken } from './newsApi';
import { NewsPage } from './NewsPage';

const NEWS = 'GET /news';
const TOKENS = 'GET /news/tokens';
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const LINK = '0x514910771af9ca656af840dff83e8264ecf986ca';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

const me = buildUser({ id: '7d3c1a52-0000-4000-8000-000000000001' });
const someoneElse = buildUser({ id: '7d3c1a52-0000-4000-8000-000000000002', email: 'other@example.com' });

const NEWS_TOKENS: NewsToken[] = [
  { symbol: 'ETH', name: 'Ether', address: null },
  { symbol: 'DAI', name: 'Dai Stablecoin', address: DAI },
  { symbol: 'LINK', name: 'Chainlink', address: LINK },
];

const MINUTE = 60_000;
/** Published this long ago (plus a few seconds, so the age is a whole number of units while the test runs). */
const ago = (ms: number) => new Date(Date.now() - ms - 5_000).toISOString();

function buildStory(overrides: Partial<NewsStory> = {}): NewsStory {
  return {
    id: 'story-1',
    title: 'Ether climbs as whales add 200,000 ETH to their holdings',
    url: 'https://www.coindesk.com/markets/ether-whales',
    source: 'CoinDesk',
    publishedAt: ago(5 * MINUTE),
    summary: 'Large holders bought about 200,000 ETH over the week while exchange balances fell to a two-year low.',
    sentiment: 'bullish',
    tokens: ['ETH'],
    ...overrides,
  };
}

const FIRST_PAGE: NewsStory[] = [
  buildStory(),
  buildStory({
    id: 'story-2',
    title: 'MakerDAO votes to cut the DAI savings rate after a stablecoin outflow',
    url: 'https://theblock.co/post/dai-savings-rate',
    source: 'The Block',
    publishedAt: ago(3 * 60 * MINUTE),
    summary: 'Holders voted to lower the rate to 6%; DAI supply shrank by 400 million this month.',
    sentiment: 'bearish',
    tokens: ['DAI', 'LINK'],
  }),
];

const SECOND_PAGE: NewsStory[] = [
  buildStory({
    id: 'story-3',
    title: 'Chainlink staking pool reopens with a larger cap',
    url: 'https://decrypt.co/chainlink-staking',
    source: 'Decrypt',
    publishedAt: ago(2 * 24 * 60 * MINUTE),
    summary: 'The pool accepts up to 45 million LINK; rewards stay at 4.5% a year.',
    sentiment: 'neutral',
    tokens: ['LINK'],
  }),
];

/** The api's news routes, and supabase-js's auth and watchlist table (with its row-level security). */
function serveNews({ stories = FIRST_PAGE, watchlist = [] as WatchlistEntry[] } = {}) {
  return serveFakeApi({
    ...fakeAuthRoutes(),
    ...fakeWatchlistRoutes({ rows: watchlist }),
    [NEWS]: () => ok({ items: stories, nextCursor: null }),
    [TOKENS]: () => ok({ tokens: NEWS_TOKENS }),
  });
}

/** A cursor as the api writes them: the first page's last story's time and id, in base64url. */
const SECOND_PAGE_CURSOR = btoa(`2026-01-05T08:00:00.000Z|7d3c1a52-0000-4000-8000-0000000000aa`).replace(/=+$/, '');

/** The first page says there is more; the cursor brings the second, the last. */
const pagedNews: RouteHandler = (request) =>
  request.url.searchParams.get('cursor') === SECOND_PAGE_CURSOR
    ? ok({ items: SECOND_PAGE, nextCursor: null })
    : ok({ items: FIRST_PAGE, nextCursor: SECOND_PAGE_CURSOR });

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="location">{search}</output>;
}

async function renderNews(route = '/news') {
  await signInWithSession(me);
  return renderWithProviders(
    <>
      <NewsPage />
      <LocationProbe />
    </>,
    { route },
  );
}

const params = (request: RecordedRequest) => Object.fromEntries(request.url.searchParams);
const newsParams = (server: { requestsTo: (route: typeof NEWS) => RecordedRequest[] }) => server.requestsTo(NEWS).map(params);
const stories = () => within(screen.getByRole('list', { name: 'News stories' })).getAllByRole('article');
const titles = () => stories().map((story) => within(story).getByRole('heading', { level: 2 }).textContent);
const tokenFilter = () => screen.getByRole('combobox', { name: 'Token' });
const sentimentFilter = () => screen.getByRole('combobox', { name: 'Sentiment' });
const location = () => screen.getByLabelText('location');
/** Waits for the filter's choices, which come from GET /news/tokens. */
const tokenChoicesLoaded = () => screen.findByRole('option', { name: 'LINK — Chainlink' });

describe('NewsPage', () => {
  it("is headed 'AI News' with its lead line, and shows 'Loading news' while the first page is on its way", async () => {
    const server = serveNews();
    const release = server.hold(NEWS);
    await renderNews();

    expect(screen.getByRole('heading', { level: 1, name: 'AI News' })).toBeInTheDocument();
    expect(screen.getByText(/^Crypto news from around the market, summarized by AI/)).toBeInTheDocument();
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Loading news');
    expect(screen.queryByRole('list', { name: 'News stories' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows each story: title linking to the original in a new tab, source, age, summary, sentiment and tokens', async () => {
    const server = serveNews({ stories: [...FIRST_PAGE, ...SECOND_PAGE] });
    await renderNews();

    await screen.findByRole('list', { name: 'News stories' });
    expect(titles()).toEqual([
      'Ether climbs as whales add 200,000 ETH to their holdings (opens in a new tab)',
      'MakerDAO votes to cut the DAI savings rate after a stablecoin outflow (opens in a new tab)',
      'Chainlink staking pool reopens with a larger cap (opens in a new tab)',
    ]);
    expect(stories().map((story) => story.textContent)).toEqual([
      'Ether climbs as whales add 200,000 ETH to their holdings (opens in a new tab)▲Bullish' +
        'CoinDesk·5 minutes ago' +
        'Large holders bought about 200,000 ETH over the week while exchange balances fell to a two-year low.' +
        'ETH',
      'MakerDAO votes to cut the DAI savings rate after a stablecoin outflow (opens in a new tab)▼Bearish' +
        'The Block·3 hours ago' +
        'Holders voted to lower the rate to 6%; DAI supply shrank by 400 million this month.' +
        'DAILINK',
      'Chainlink staking pool reopens with a larger cap (opens in a new tab)●Neutral' +
        'Decrypt·2 days ago' +
        'The pool accepts up to 45 million LINK; rewards stay at 4.5% a year.' +
        'LINK',
    ]);

    const first = screen.getByRole('article', { name: 'Ether climbs as whales add 200,000 ETH to their holdings' });
    const link = within(first).getByRole('link', {
      name: 'Ether climbs as whales add 200,000 ETH to their holdings (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.coindesk.com/markets/ether-whales');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const published = within(first).getByText('5 minutes ago');
    expect(published.tagName).toBe('TIME');
    expect(published).toHaveAttribute('dateTime', FIRST_PAGE[0].publishedAt);
    expect(published).toHaveAttribute('title', new Date(FIRST_PAGE[0].publishedAt).toLocaleString());
    expect(within(first).getByText('Bullish')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'MakerDAO votes to cut the DAI savings rate after a stablecoin outflow' });
    const chips = within(within(second).getByRole('group', { name: 'Tokens in this story' })).getAllByRole('button');
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('aria-label')])).toEqual([
      ['DAI', 'Show news about DAI'],
      ['LINK', 'Show news about LINK'],
    ]);

    // Every story, newest first, as the signed-in user.
    expect(newsParams(server)).toEqual([{}]);
    expect(server.requestsTo(NEWS)[0].headers.get('Authorization')).toMatch(/^Bearer \S+$/);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("offers 'All tokens', 'My watchlist' and each news token as 'SYMBOL — Name', and asks for the chosen token", async () => {
    const server = serveNews({ watchlist: [{ user_id: me.id, token_address: DAI }] });
    await renderNews();
    await tokenChoicesLoaded();
    await screen.findByRole('option', { name: 'My watchlist' });

    expect(
      within(tokenFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tokens', 'My watchlist', 'ETH — Ether', 'DAI — Dai Stablecoin', 'LINK — Chainlink']);
    expect(tokenFilter()).toHaveDisplayValue('All tokens');

    server.answer(NEWS, () => ok({ items: [FIRST_PAGE[1]], nextCursor: null }));
    await userEvent.selectOptions(tokenFilter(), 'LINK — Chainlink');

    await waitFor(() => expect(titles()).toHaveLength(1));
    expect(newsParams(server)).toEqual([{}, { token: 'LINK' }]);
    expect(location()).toHaveTextContent('?token=LINK');
    expect(tokenFilter()).toHaveDisplayValue('LINK — Chainlink');
  });

  it("asks for the news about the user's watchlist tokens under 'My watchlist'", async () => {
    const server = serveNews({
      watchlist: [
        { user_id: me.id, token_address: DAI },
        { user_id: someoneElse.id, token_address: USDC },
        { user_id: me.id, token_address: LINK },
      ],
    });
    await renderNews();
    await screen.findByRole('list', { name: 'News stories' });
    const watchlist = await screen.findByRole('option', { name: 'My watchlist' });
    expect(watchlist).toBeEnabled();

    await userEvent.selectOptions(tokenFilter(), 'My watchlist');
    await waitFor(() => expect(server.requestsTo(NEWS)).toHaveLength(2));
    expect(newsParams(server)[1]).toEqual({ token: `${DAI},${LINK}` });
    expect(location()).toHaveTextContent('?token=watchlist');
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();

    const [select] = server.requestsTo('GET /rest/v1/watchlist');
    expect(params(select)).toEqual({ select: 'token_address', user_id: `eq.${me.id}`, order: 'created_at.asc' });
  });

  it("says 'Your watchlist is empty' on the disabled watchlist choice, with a link to add tokens on the dashboard", async () => {
    serveNews({ watchlist: [{ user_id: someoneElse.id, token_address: DAI }] });
    await renderNews();

    const empty = await screen.findByRole('option', { name: 'Your watchlist is empty' });
    expect(empty).toBeDisabled();
    expect(screen.queryByRole('option', { name: 'My watchlist' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Your watchlist is empty\.$/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add tokens to your watchlist' })).toHaveAttribute('href', '/dashboard');
    expect(tokenFilter()).toHaveAccessibleDescription('Your watchlist is empty. Add tokens to your watchlist');
  });

  it('disables the watchlist choice for a visitor who is not signed in, and still shows the news', async () => {
    const server = serveNews();
    renderWithProviders(<NewsPage />, { route: '/news' });

    expect(await screen.findByRole('option', { name: 'My watchlist (sign in to use it)' })).toBeDisabled();
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
    expect(server.requestsTo('GET /rest/v1/watchlist')).toHaveLength(0);
  });

  it("asks for one sentiment, 'All' asks for every one, and the token filter is kept alongside", async () => {
    const server = serveNews();
    await renderNews('/news?token=DAI');
    await screen.findByRole('list', { name: 'News stories' });

    expect(
      within(sentimentFilter())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Bullish', 'Bearish', 'Neutral']);
    await userEvent.selectOptions(sentimentFilter(), 'Bearish');
    await waitFor(() => expect(server.requestsTo(NEWS)).toHaveLength(2));
    expect(location()).toHaveTextContent('?token=DAI&sentiment=bearish');

    await userEvent.selectOptions(sentimentFilter(), 'All');
    await waitFor(() => expect(server.requestsTo(NEWS)).toHaveLength(3));
    expect(newsParams(server)).toEqual([{ token: 'DAI' }, { token: 'DAI', sentiment: 'bearish' }, { token: 'DAI' }]);
    expect(location()).toHaveTextContent('?token=DAI');
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
  });

  it("sets the Token filter to a story's token when its chip is pressed, and takes the reader to the filter", async () => {
    const server = serveNews();
    await renderNews('/news?sentiment=bearish');
    await screen.findByRole('list', { name: 'News stories' });
    await tokenChoicesLoaded();

    await userEvent.click(screen.getByRole('button', { name: 'Show news about LINK' }));

    await waitFor(() => expect(server.requestsTo(NEWS)).toHaveLength(2));
    expect(newsParams(server)[1]).toEqual({ token: 'LINK', sentiment: 'bearish' });
    expect(tokenFilter()).toHaveDisplayValue('LINK — Chainlink');
    expect(tokenFilter()).toHaveFocus();
    expect(location()).toHaveTextContent('?sentiment=bearish&token=LINK');
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
  });

  it("adds the next page under the stories with 'Load more' ('Loading...' meanwhile), asking with the cursor and the same filters", async () => {
    const server = serveNews();
    server.answer(NEWS, pagedNews);
    await renderNews('/news?token=LINK');
    await screen.findByRole('list', { name: 'News stories' });
    expect(titles()).toHaveLength(2);

    const release = server.hold(NEWS);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(titles()).toHaveLength(2);

    release();
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(titles()[2]).toBe('Chainlink staking pool reopens with a larger cap (opens in a new tab)');
    expect(newsParams(server)).toEqual([{ token: 'LINK' }, { token: 'LINK', cursor: SECOND_PAGE_CURSOR }]);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to load more news' when the next page fails, and keeps the stories and 'Load more'", async () => {
    const server = serveNews();
    server.answer(NEWS, pagedNews);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderNews();
    await screen.findByRole('list', { name: 'News stories' });

    server.answer(NEWS, fail('internal_error'));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByRole('alert')).toHaveTextContent(/^Failed to load more news/);
    expect(titles()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No news yet. Stories appear here as the feeds are read.' when there is no news at all", async () => {
    serveNews({ stories: [] });
    await renderNews();
    expect(await screen.findByText('No news yet. Stories appear here as the feeds are read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'News stories' })).not.toBeInTheDocument();
  });

  it("says 'No news matches these filters.' when filters hide every story, and 'Clear filters' shows all the news", async () => {
    const server = serveNews();
    server.answer(NEWS, (request) => ok({ items: request.url.search ? [] : FIRST_PAGE, nextCursor: null }));
    await renderNews('/news?token=DAI&sentiment=neutral');

    expect(await screen.findByText('No news matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText('No news yet. Stories appear here as the feeds are read.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
    expect(titles()).toHaveLength(2);
    expect(newsParams(server)).toEqual([{ token: 'DAI', sentiment: 'neutral' }, {}]);
    expect(location()).toBeEmptyDOMElement();
    expect(tokenFilter()).toHaveDisplayValue('All tokens');
    expect(sentimentFilter()).toHaveDisplayValue('All');
    expect(tokenFilter()).toHaveFocus();
  });

  it("says 'Failed to load news' when the first page fails, and loads again on 'Try again'", async () => {
    const server = serveNews();
    server.answer(NEWS, fail('internal_error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderNews();

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(/^Failed to load news Try again$/);
    expect(screen.queryByRole('list', { name: 'News stories' })).not.toBeInTheDocument();

    server.answer(NEWS, () => ok({ items: FIRST_PAGE, nextCursor: null }));
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo(NEWS)).toHaveLength(2);
  });

  it('reads the filters from the URL on the first render, matching a token in any case', async () => {
    const server = serveNews();
    await renderNews('/news?token=link&sentiment=bullish');
    await screen.findByRole('list', { name: 'News stories' });
    await tokenChoicesLoaded();

    expect(newsParams(server)).toEqual([{ token: 'link', sentiment: 'bullish' }]);
    expect(tokenFilter()).toHaveDisplayValue('LINK — Chainlink');
    expect(sentimentFilter()).toHaveDisplayValue('Bullish');
  });

  it('keeps a token from the URL that the news tokens do not list as its own choice, and ignores an unknown sentiment', async () => {
    const server = serveNews();
    await renderNews(`/news?token=${USDC}&sentiment=euphoric`);
    await screen.findByRole('list', { name: 'News stories' });
    await tokenChoicesLoaded();

    expect(newsParams(server)).toEqual([{ token: USDC }]);
    expect(tokenFilter()).toHaveDisplayValue(USDC);
    expect(sentimentFilter()).toHaveDisplayValue('All');
  });

  it("waits for the watchlist when the URL asks for 'My watchlist', then asks for its tokens", async () => {
    const server = serveNews({ watchlist: [{ user_id: me.id, token_address: LINK }] });
    await renderNews('/news?token=watchlist&sentiment=neutral');

    await screen.findByRole('list', { name: 'News stories' });
    expect(newsParams(server)).toEqual([{ token: LINK, sentiment: 'neutral' }]);
    expect(tokenFilter()).toHaveDisplayValue('My watchlist');
  });

  it("asks for nothing when the URL asks for 'My watchlist' and the watchlist is empty, and says no news matches", async () => {
    const server = serveNews();
    await renderNews('/news?token=watchlist');

    expect(await screen.findByText('No news matches these filters.')).toBeInTheDocument();
    expect(server.requestsTo(NEWS)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
    expect(newsParams(server)).toEqual([{}]);
  });

  it("says 'Failed to load your watchlist' when the watchlist cannot be read under 'My watchlist', and reads it again on 'Try again'", async () => {
    const server = serveNews({ watchlist: [{ user_id: me.id, token_address: DAI }] });
    const table = fakeWatchlistRoutes({ rows: [{ user_id: me.id, token_address: DAI }] })['GET /rest/v1/watchlist'];
    server.answer('GET /rest/v1/watchlist', () => ({ status: 500, body: { code: 'XX000', message: 'boom', details: null, hint: null } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderNews('/news?token=watchlist');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load your watchlist Try again$/);
    expect(screen.getByRole('option', { name: 'My watchlist (could not be loaded)' })).toBeDisabled();
    expect(server.requestsTo(NEWS)).toHaveLength(0);

    server.answer('GET /rest/v1/watchlist', table);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'News stories' })).toBeInTheDocument();
    expect(newsParams(server)).toEqual([{ token: DAI }]);
  });

  it('drops the answer for the filters the reader has just left, even when it comes last', async () => {
    const server = serveNews();
    let answerSlowly: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      answerSlowly = resolve;
    });
    server.answer(NEWS, async (request) => {
      if (request.url.searchParams.get('sentiment') === 'neutral') return ok({ items: SECOND_PAGE, nextCursor: null });
      await slow;
      return ok({ items: FIRST_PAGE, nextCursor: null });
    });
    await renderNews();
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Loading news');

    await userEvent.selectOptions(sentimentFilter(), 'Neutral');
    await waitFor(() => expect(titles()).toEqual(['Chainlink staking pool reopens with a larger cap (opens in a new tab)']));
    answerSlowly();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(titles()).toEqual(['Chainlink staking pool reopens with a larger cap (opens in a new tab)']);
  });
});
