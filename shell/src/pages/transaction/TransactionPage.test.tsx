import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARBITRUM, BASE, ETHEREUM } from '@whalewatch/contracts/constants';
import { configure, walletPath } from '@whalewatch/shared';
import {
  buildAlertMove,
  buildNotification,
  chainRefOf,
  DEVNET_CHAINS,
  renderWithProviders,
  serveFakeNotifications,
} from '@whalewatch/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { CHAIN_TRANSACTION_ROUTE, TRANSACTION_ROUTE } from './transactionPath';
import { TransactionPage } from './TransactionPage';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const BIG_WHALE = '0x00000000219ab540356cbb839cbe05303d7705fa';
const BINANCE = '0x28c6c06298d514db089934071355e5743bf21d60';
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3';
const FRESH_WALLET = '0x47ac0fb4f2d84898e4d9e7b4dab3c24507a6d503';

const whaleAlert = buildNotification({
  id: 'alert-1',
  wallet: { address: BIG_WHALE, nickname: 'Big Whale' },
  message: 'Big Whale made 3 moves ($1.25M)',
  lines: [
    'Sent 1,250,000 USDC ($1.25M) to Binance 14',
    'Received 12,000.5 PEPE (no price) from 0x47ac…d503',
    'Approved Uniswap: Permit2 to spend unlimited USDC',
  ],
  moves: [
    buildAlertMove({
      direction: 'out',
      amount: '1250000',
      valueUsd: 1_250_000,
      counterparty: BINANCE,
      counterpartyLabel: { name: 'Binance 14', kind: 'exchange' },
    }),
    buildAlertMove({
      amount: '12000.5',
      symbol: 'PEPE',
      token: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
      valueUsd: null,
      priced: false,
      counterparty: FRESH_WALLET,
    }),
    buildAlertMove({
      kind: 'approval',
      direction: 'out',
      amount: 'unlimited',
      valueUsd: null,
      counterparty: PERMIT2,
      counterpartyLabel: { name: 'Uniswap: Permit2', kind: 'dex' },
    }),
  ],
  valueUsd: 1_250_000,
  txHash: HASH,
  blockNumber: 19_000_000,
  status: 'confirmed',
  blockTime: '2026-11-23T09:59:59.000Z',
  seenAt: '2026-11-23T10:00:00.120Z',
  deliveredAt: '2026-11-23T10:00:00.330Z',
});
/** The same transaction seen from the other tracked wallet in it, never delivered to an open tab. */
const binanceAlert = buildNotification({
  id: 'alert-2',
  wallet: { address: BINANCE, nickname: 'Binance 14' },
  message: 'Binance 14 received 1,250,000 USDC ($1.25M) from Big Whale',
  moves: [
    buildAlertMove({
      amount: '1250000',
      valueUsd: 1_250_000,
      counterparty: BIG_WHALE,
      counterpartyLabel: { name: 'Big Whale', kind: 'nickname' },
    }),
  ],
  txHash: HASH,
  status: 'confirmed',
  deliveredAt: null,
});

const [devnetEthereum, devnetBase] = DEVNET_CHAINS;

/** The page at `path` ('/tx/<hash>', or '/tx/<chain>/<hash>'), as the shell routes it. */
function renderPage(path = `/tx/${HASH}`) {
  return renderWithProviders(
    <Routes>
      <Route path={TRANSACTION_ROUTE} element={<TransactionPage />} />
      <Route path={CHAIN_TRANSACTION_ROUTE} element={<TransactionPage />} />
    </Routes>,
    { route: path, user: true },
  );
}

const lead = () => screen.getByRole('heading', { level: 1, name: 'Transaction' }).nextElementSibling as HTMLElement;

const alertSection = (name: string) => screen.getByRole('region', { name: `Alert for ${name}` });
const rowsOf = (section: HTMLElement) =>
  within(within(section).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('transaction page', () => {
  it('shows the transaction in words, move by move, with US dollars, the other sides and Track for a wallet worth tracking', async () => {
    const server = serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();

    const section = await screen.findByRole('region', { name: 'Alert for Big Whale' });
    expect(server.requestsTo('GET /transactions/:hash')[0].params.hash).toBe(HASH);
    expect(within(section).getByRole('heading', { name: 'Big Whale made 3 moves ($1.25M)' })).toBeInTheDocument();
    expect(within(section).getByText('Received 12,000.5 PEPE (no price) from 0x47ac…d503')).toBeInTheDocument();
    expect(rowsOf(section)).toEqual([
      ['Sent', '1,250,000 USDC', '$1,250,000.00', 'Binance 14 0x28c6…1d60', ''],
      ['Received', '12,000.5 PEPE', 'no price', '0x47ac…d503', 'Track'],
      ['Approved', 'Unlimited USDC', '—none', 'Uniswap: Permit2 0x0000…8ba3', ''],
    ]);
    // Every wallet named leads to its page: the alert's own and each other side.
    expect(within(section).getByRole('link', { name: "Big Whale's wallet: profit and loss, activity" })).toHaveAttribute(
      'href',
      walletPath(whaleAlert.wallet.address),
    );
    expect(within(section).getByRole('link', { name: 'Binance 14 0x28c6…1d60' })).toHaveAttribute(
      'href',
      '/wallet/0x28C6c06298d514Db089934071355E5743bf21d60',
    );

    const facts = within(screen.getByLabelText('Transaction facts'));
    expect(facts.getByText('19000000')).toBeInTheDocument();
    expect(facts.getByText(new Date('2026-11-23T09:59:59.000Z').toLocaleString())).toBeInTheDocument();
    expect(facts.getByText('Confirmed')).toBeInTheDocument();
  });

  it('tracks the other side from the page with one click', async () => {
    const server = serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Track 0x47ac…d503' }));
    expect(await screen.findByRole('button', { name: 'Tracked 0x47ac…d503' })).toBeDisabled();
    expect(server.requestsTo('POST /users/wallets')[0].body).toEqual({ address: FRESH_WALLET });
  });

  it('gives the latency receipt: block timestamp, seen by the monitor, delivered to you, and how long delivery took', async () => {
    serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Alert for Big Whale' });
    const receipt = within(section).getByRole('heading', { name: 'Latency receipt' }).parentElement as HTMLElement;
    expect(within(receipt).getByText('Block timestamp').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      whaleAlert.blockTime,
    );
    expect(within(receipt).getByText('Seen by the monitor').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      whaleAlert.seenAt,
    );
    expect(within(receipt).getByText('Delivered to you').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      whaleAlert.deliveredAt,
    );
    expect(within(receipt).getByText('Delivered 0.21 s after the block was seen')).toBeInTheDocument();
  });

  it("shows every tracked wallet's alert about the transaction, offering Track only for wallets not yet tracked, and no delivery sentence without a delivery", async () => {
    serveFakeNotifications({ notifications: [whaleAlert, binanceAlert] });
    renderPage();
    const binance = await screen.findByRole('region', { name: 'Alert for Binance 14' });
    expect(alertSection('Big Whale')).toBeInTheDocument();
    expect(rowsOf(binance)).toEqual([['Received', '1,250,000 USDC', '$1,250,000.00', 'Big Whale 0x0000…05fa', '']]);
    expect(within(binance).getByText('Not delivered to an open tab yet')).toBeInTheDocument();
    expect(within(binance).queryByText(/^Delivered .* after the block was seen$/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Track/ })).toHaveLength(1);
  });

  it("links the transaction on its chain's explorer as a secondary link, in a new tab", async () => {
    serveFakeNotifications({ notifications: [{ ...whaleAlert, chain: chainRefOf(ETHEREUM) }], chains: [ETHEREUM, BASE] });
    renderPage(`/tx/ethereum/${HASH}`);
    const link = await screen.findByRole('link', { name: 'View on Etherscan' });
    expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("links a Base transaction on Base's explorer, not the deployment's Etherscan", async () => {
    serveFakeNotifications({ notifications: [{ ...whaleAlert, chain: chainRefOf(BASE) }], chains: [ETHEREUM, BASE] });
    renderPage(`/tx/base/${HASH}`);
    const link = await screen.findByRole('link', { name: 'View on Basescan' });
    expect(link).toHaveAttribute('href', `https://basescan.org/tx/${HASH}`);
  });

  it('has no explorer link where the chain has no public explorer (the local devnet)', async () => {
    configure({ explorerUrl: 'https://etherscan.io' });
    serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage();
    await screen.findByRole('region', { name: 'Alert for Big Whale' });
    expect(screen.queryByRole('link', { name: /^View on/ })).not.toBeInTheDocument();
  });

  it("links an alert without a chain (from before chains) on the deployment's configured explorer, as before", async () => {
    serveFakeNotifications({ notifications: [{ ...whaleAlert, chain: null }] });
    renderPage();
    expect(await screen.findByRole('link', { name: 'View on Etherscan' })).toHaveAttribute('href', `https://etherscan.io/tx/${HASH}`);
    expect(lead()).toHaveTextContent(new RegExp(`^${HASH}$`));
  });

  it("asks for the chain the link names, and shows that chain's alerts with the chain's name", async () => {
    const onBase = {
      ...binanceAlert,
      id: 'alert-base',
      chain: chainRefOf(devnetBase),
      message: 'Binance 14 received 1,250,000 USDC ($1.25M) from Big Whale on Base',
    };
    const server = serveFakeNotifications({ notifications: [whaleAlert, onBase] });
    renderPage(`/tx/base/${HASH}`);

    expect(await screen.findByRole('region', { name: 'Alert for Binance 14' })).toBeInTheDocument();
    const [request] = server.requestsTo('GET /transactions/:hash');
    expect(request.url.pathname).toBe(`/transactions/${HASH}`);
    expect(request.url.search).toBe('?chain=base');
    expect(lead()).toHaveTextContent(`${HASH} on Base`);
    expect(screen.queryByRole('region', { name: 'Alert for Big Whale' })).not.toBeInTheDocument();
    // The wallets it names open on Base: the alert's own, and each other side.
    const section = screen.getByRole('region', { name: 'Alert for Binance 14' });
    expect(within(section).getByRole('link', { name: "Binance 14's wallet: profit and loss, activity" })).toHaveAttribute(
      'href',
      `${walletPath(binanceAlert.wallet.address)}?chain=base`,
    );
    for (const link of within(within(section).getByRole('table')).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/\?chain=base$/);
    }
  });

  it("asks for any chain's alerts from a link without a chain (older emails), naming the chain they are on", async () => {
    const server = serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage(`/tx/${HASH}`);
    await screen.findByRole('region', { name: 'Alert for Big Whale' });
    expect(server.requestsTo('GET /transactions/:hash')[0].url.search).toBe('');
    expect(lead()).toHaveTextContent(`${HASH} on ${devnetEthereum.name}`);
  });

  it("shows the api's words for a chain this Whalewatch does not watch, with nothing to try again", async () => {
    const server = serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage(`/tx/${ARBITRUM.slug}/${HASH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown chain "arbitrum". Enabled chains: ethereum (Ethereum, 31337), base (Base, 31338)',
    );
    expect(server.requestsTo('GET /transactions/:hash')[0].url.search).toBe('?chain=arbitrum');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("says so when none of the user's alerts is about the transaction", async () => {
    serveFakeNotifications({ notifications: [whaleAlert] });
    renderPage('/tx/0x1111111111111111111111111111111111111111111111111111111111111111');
    expect(await screen.findByText('No alert of yours is about this transaction')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again, and the transaction once it loads', async () => {
    const server = serveFakeNotifications({ notifications: [whaleAlert] });
    server.answer('GET /transactions/:hash', () => ({ status: 500 }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the transaction');

    server.answer('GET /transactions/:hash', () => ({ status: 200, body: { hash: HASH, alerts: [whaleAlert] } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Alert for Big Whale' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
