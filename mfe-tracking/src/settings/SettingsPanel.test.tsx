import { fetchChains, WALLET_LIMIT_REACHED, type TrackedWallet } from '@whalewatch/shared';
import {
  buildAddressLabel,
  buildTrackedWallet,
  buildTransaction,
  chainRefOf,
  DEVNET_CHAINS,
  fail,
  failWith,
  ok,
} from '@whalewatch/shared/testing';
import { BASE } from '@whalewatch/contracts/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TRACKING_STARTED } from '../overlay/useTrackingOverlay';
import { dialog, overlayWith, renderWalletTracking, settingsPanel, toasts, USER } from '../testing/renderWalletTracking';
import { SETTINGS_LOAD_FAILED } from '../tracking-api/trackingApi';
import { CONFIRM_DELETION_TEXT } from './ConfirmDeletionDialog';
import { NO_TRANSACTIONS } from './LatestTransactionDialog';
import { MIN_VALUE_HINT, MIN_VALUE_INVALID, NICKNAME_PLACEHOLDER } from './MonitoringOptionsDialog';
import { MUTED_UNTIL_UNMUTED, mutedUntilTime } from './MuteAlerts';
import { NO_TRACKED_WALLETS, SETTINGS_HEADING } from './SettingsPanel';
import { SETTINGS_UPDATE_FAILED, WALLET_REMOVAL_FAILED } from './settingsApi';
import { notWatchedOn } from './WalletCard';
import { NO_CHAIN_WATCHED } from './WatchedChains';
import { ALERTS_MUTED, ALERTS_UNMUTED, SETTINGS_UPDATED, WALLET_REMOVED } from './useSettingsChanges';

const WHALE = '0x28c6c06298d514db089934071355e5743bf21d60';
const OTHER_WHALE = '0x21a31ee1afc51d94c2efccaa2092ad1028285549';
// The api keeps addresses in lower case; the cards show them as explorers do (EIP-55).
const WHALE_SHOWN = '0x28C6c06298d514Db089934071355E5743bf21d60';
const OTHER_WHALE_SHOWN = '0x21a31Ee1afC51d94C2eFcCAa2092aD1028285549';
const binance = buildTrackedWallet({ address: WHALE, nickname: 'Binance 14' });
const unnamed = buildTrackedWallet({ address: OTHER_WHALE });
const saved = { wallets: [binance, unnamed], check_interval: 30000 };
/** A wallet as a save sends it: what the api marks on it (its mute, protected, over the plan) is not sent. */
const sent = ({ address, nickname, monitorOptions }: TrackedWallet) => ({ address, nickname, monitorOptions });

type Rendered = Awaited<ReturnType<typeof renderWalletTracking>>;

/** Opens the Settings tab and waits for its panel (a chunk of its own). */
async function openSettings(rendered: Rendered) {
  await rendered.user.click(screen.getByRole('tab', { name: 'Settings' }));
  await settingsPanel().findByRole('heading', { name: SETTINGS_HEADING });
  return rendered;
}

const cards = () => within(settingsPanel().getByRole('list', { name: 'Tracked wallets' })).getAllByRole('listitem');
const card = (name: string) => within(settingsPanel().getByRole('listitem', { name }));
const savedBodies = (rendered: Rendered) => rendered.server.requestsTo('PUT /users/settings').map((request) => request.body);

describe('Settings tab: loading', () => {
  it('shows a spinner until the saved settings arrive, then the interval and a card per wallet', async () => {
    let release = () => undefined as void;
    const rendered = await openSettings(
      await renderWalletTracking(
        { settings: saved },
        { settled: false, prepare: (server) => (release = server.hold('GET /users/settings')) },
      ),
    );
    expect(settingsPanel().getByRole('status')).toHaveTextContent('Loading your settings');
    release();

    await waitFor(() => expect(settingsPanel().queryByRole('status')).not.toBeInTheDocument());
    expect(settingsPanel().getByRole('heading', { name: 'Manage Your Tracked Wallets' })).toBeVisible();
    expect(settingsPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(30000);
    expect(settingsPanel().getByRole('heading', { name: 'Wallets' })).toBeVisible();
    expect(cards()).toHaveLength(2);
    expect(card('Binance 14').getByText(WHALE_SHOWN)).toBeVisible();
    // A wallet without its own nickname is shown by its address.
    expect(card(OTHER_WHALE_SHOWN).getByRole('heading', { name: OTHER_WHALE_SHOWN })).toBeVisible();
    for (const name of ['View Transactions', 'Monitoring Options', 'Remove Wallet']) {
      expect(card('Binance 14').getByRole('button', { name })).toHaveAccessibleDescription('Binance 14');
    }
    expect(rendered.server.requestsTo('GET /users/settings')[0].headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('marks a wallet another user has protected since, without View Transactions, and keeps its other actions', async () => {
    const rendered = await openSettings(
      await renderWalletTracking({ settings: { ...saved, wallets: [binance, { ...unnamed, protected: true }] } }),
    );
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[1]).toHaveTextContent(
      'This wallet is protected: its owner has put it on their stealth list, so you get no notifications or transactions for it.',
    );
    expect(card(OTHER_WHALE_SHOWN).queryByRole('button', { name: 'View Transactions' })).not.toBeInTheDocument();
    expect(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'Remove Wallet' })).toBeEnabled();
    expect(card('Binance 14').queryByText(/This wallet is protected/)).not.toBeInTheDocument();
    expect(rendered.server.requestsTo('GET /users/settings')).toHaveLength(1);
  });

  it("says a saved wallet past the plan's limit is not monitored, and how to monitor it again", async () => {
    await openSettings(await renderWalletTracking({ settings: { ...saved, wallets: [binance, { ...unnamed, overPlanLimit: true }] } }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[1]).toHaveTextContent(
      "Not monitored: this wallet is over your plan's wallet limit. Upgrade your plan or remove wallets to monitor it again.",
    );
    expect(card('Binance 14').queryByText(/Not monitored/)).not.toBeInTheDocument();
  });

  it('shows a wallet registered without a nickname by its address once, as explorers write it', async () => {
    // As the api answers: the address in lower case, the nickname the address as the user typed it.
    const typed = buildTrackedWallet({ address: OTHER_WHALE, nickname: OTHER_WHALE_SHOWN });
    const lowerTyped = buildTrackedWallet({ address: WHALE, nickname: WHALE });
    await openSettings(await renderWalletTracking({ settings: { ...saved, wallets: [typed, lowerTyped] } }));
    await waitFor(() => expect(cards()).toHaveLength(2));

    for (const [card, shown] of [
      [cards()[0], OTHER_WHALE_SHOWN],
      [cards()[1], WHALE_SHOWN],
    ] as const) {
      expect(card).toHaveAccessibleName(shown);
      const text = card.querySelector('div')?.textContent ?? '';
      expect(text).toBe(shown);
    }
  });

  it('wraps an address its card cannot hold into two even halves (shared Address)', async () => {
    await openSettings(await renderWalletTracking({ settings: saved }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const address of [card('Binance 14').getByText(WHALE_SHOWN), card(OTHER_WHALE_SHOWN).getByText(OTHER_WHALE_SHOWN)]) {
      expect(getComputedStyle(address)).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
    }
  });

  it('shows a nickname with its address, as explorers write it', async () => {
    await openSettings(await renderWalletTracking({ settings: saved }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0].querySelector('div')?.textContent).toBe(`Binance 14${WHALE_SHOWN}`);
  });

  it('says so when no wallet is tracked yet', async () => {
    await openSettings(await renderWalletTracking());
    expect(settingsPanel().getByText(NO_TRACKED_WALLETS)).toBeVisible();
    expect(settingsPanel().getByLabelText('Check Interval (milliseconds)')).toHaveValue(60000);
  });

  it.each([
    ['the server message', fail('internal_error'), 'Internal server error'],
    ["'Failed to load settings'", () => ({ status: 502 }), SETTINGS_LOAD_FAILED],
  ])('shows %s when the settings do not load, ends the spinner, and loads again on request', async (_case, answer, message) => {
    const rendered = await openSettings(
      await renderWalletTracking({ settings: saved }, { prepare: (server) => server.answer('GET /users/settings', answer) }),
    );
    expect(SETTINGS_LOAD_FAILED).toBe('Failed to load settings');
    expect(toasts().getByText(message)).toBeInTheDocument();
    expect(settingsPanel().getByRole('alert')).toHaveTextContent(message);
    expect(settingsPanel().queryByRole('status')).not.toBeInTheDocument();

    rendered.server.answer('GET /users/settings', () => ({ status: 200, body: saved }));
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Try again' }));
    expect(await settingsPanel().findByRole('heading', { name: 'Binance 14' })).toBeVisible();
  });
});

describe('Settings tab: check interval', () => {
  it("saves the whole settings with the new interval: 'Settings updated successfully!' and the overlay", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    const interval = settingsPanel().getByLabelText('Check Interval (milliseconds)');
    await rendered.user.clear(interval);
    await rendered.user.type(interval, '2000');
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Set Interval' }));

    expect(await toasts().findByText(SETTINGS_UPDATED)).toBeInTheDocument();
    expect(SETTINGS_UPDATED).toBe('Settings updated successfully!');
    expect(savedBodies(rendered)).toEqual([
      { settings: { email: USER.email, wallets: [sent(binance), sent(unnamed)], checkInterval: 2000 } },
    ]);
    expect(overlayWith(TRACKING_STARTED)).toBeInTheDocument();
  });

  it('refuses an interval under 1000 ms and saves nothing', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    const interval = settingsPanel().getByLabelText('Check Interval (milliseconds)');
    await rendered.user.clear(interval);
    await rendered.user.type(interval, '500');
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Set Interval' }));

    expect(interval).toHaveAccessibleDescription(/at least 1000 milliseconds/);
    expect(savedBodies(rendered)).toHaveLength(0);
  });

  it.each([
    [
      'the server message',
      failWith(400, 'settings.checkInterval: Too big: expected number to be <=86400000', 'invalid_request'),
      'settings.checkInterval: Too big: expected number to be <=86400000',
    ],
    ["'Failed to update settings'", () => ({ status: 503 }), SETTINGS_UPDATE_FAILED],
  ])('shows %s when the save fails', async (_case, answer, message) => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    rendered.server.answer('PUT /users/settings', answer);
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Set Interval' }));

    expect(await toasts().findByText(message)).toBeInTheDocument();
    expect(SETTINGS_UPDATE_FAILED).toBe('Failed to update settings');
    expect(overlayWith(TRACKING_STARTED)).toBeNull();
  });

  it("shows a limit error from a save once, in the overlay, in the spec's words", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    const limit = 'Subscription limit reached: the Free plan tracks up to 1 wallet.';
    rendered.server.answer('PUT /users/settings', fail('subscription_limit', 'Free', 'tracks up to 1 wallet'));
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Set Interval' }));

    await waitFor(() => expect(overlayWith(WALLET_LIMIT_REACHED)).toHaveAttribute('role', 'alert'));
    expect(screen.getAllByText(WALLET_LIMIT_REACHED)).toHaveLength(1);
    expect(screen.queryByText(limit)).not.toBeInTheDocument();
  });
});

describe('Settings tab: View Transactions', () => {
  it("shows the newest transaction's hash, value in ETH, from, to and local time, after a spinner", async () => {
    const newest = buildTransaction({ from: WHALE, value: '1500000000000000000', timeStamp: '1700000000' });
    const rendered = await openSettings(
      await renderWalletTracking({ settings: saved, transactions: { [WHALE]: [newest, buildTransaction({ hash: '0xolder' })] } }),
    );
    const release = rendered.server.hold('GET /users/transactions/:address/latest');
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'View Transactions' }));

    expect(screen.getByRole('dialog', { name: 'Latest Transaction for Binance 14' })).toBeVisible();
    expect(dialog().getByRole('status')).toBeInTheDocument();
    release();

    expect(await dialog().findByText(newest.hash)).toBeVisible();
    const shown = Object.fromEntries(
      dialog()
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Hash: newest.hash,
      Value: '1.50 ETH',
      From: WHALE,
      To: newest.to,
      Time: new Date(1700000000 * 1000).toLocaleString(),
    });
    expect(dialog().queryByText('0xolder')).not.toBeInTheDocument();
    const [lookup] = rendered.server.requestsTo('GET /users/transactions/:address/latest');
    expect(lookup.params.address).toBe(WHALE);
    expect(lookup.url.searchParams.get('limit')).toBe('1');
  });

  it('names a known sender or recipient beside its address', async () => {
    const newest = buildTransaction({
      from: WHALE,
      fromLabel: buildAddressLabel({ name: 'your wallet', kind: 'own' }),
      toLabel: buildAddressLabel({ name: 'Tether: USDT', kind: 'token' }),
      value: '6716458600000000000000000',
    });
    const rendered = await openSettings(await renderWalletTracking({ settings: saved, transactions: { [WHALE]: [newest] } }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'View Transactions' }));

    expect(await dialog().findByText(newest.hash)).toBeVisible();
    const shown = Object.fromEntries(
      dialog()
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toMatchObject({ Value: '6,716,458.60 ETH', From: `${WHALE} (your wallet)`, To: `${newest.to} (Tether: USDT)` });
  });

  // At 390 px the title, kept to one line, made the dialog scroll sideways inside (729 px in 356).
  it("wraps the popup's title, whole address and all, and the transaction's hash into even lines", async () => {
    const newest = buildTransaction({ from: OTHER_WHALE });
    const rendered = await openSettings(await renderWalletTracking({ settings: saved, transactions: { [OTHER_WHALE]: [newest] } }));
    await rendered.user.click(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'View Transactions' }));

    const title = dialog().getByRole('heading', { name: `Latest Transaction for ${OTHER_WHALE_SHOWN}` });
    expect(getComputedStyle(title).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(await dialog().findByText(newest.hash))).toMatchObject({ wordBreak: 'break-all', textWrap: 'balance' });
  });

  it("names the popup by the address when the wallet has no nickname, and says 'No transactions found'", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'View Transactions' }));

    expect(screen.getByRole('dialog', { name: `Latest Transaction for ${OTHER_WHALE_SHOWN}` })).toBeVisible();
    expect(await dialog().findByText(NO_TRANSACTIONS)).toBeVisible();
    expect(NO_TRANSACTIONS).toBe('No transactions found');
  });

  it('only logs a failed lookup (no toast) and closes on its close icon', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    rendered.server.answer(
      'GET /users/transactions/:address/latest',
      failWith(502, 'Could not load transactions right now. Please try again.', 'chain_unavailable'),
    );
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'View Transactions' }));

    expect(await dialog().findByText(NO_TRANSACTIONS)).toBeVisible();
    expect(logged).toHaveBeenCalledWith(`Latest transaction lookup failed for ${WHALE}`, expect.any(Error));
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts().queryByRole('status')).not.toBeInTheDocument();
    await rendered.user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('Settings tab: Monitoring Options', () => {
  it("shows the wallet's nickname and options, and Save Changes saves the whole settings with the edits", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));

    const nickname = dialog().getByLabelText('Wallet Nickname');
    expect(nickname).toHaveValue('Binance 14');
    expect(nickname).toHaveAttribute('placeholder', NICKNAME_PLACEHOLDER);
    expect(NICKNAME_PLACEHOLDER).toBe('Enter a nickname for this wallet');
    for (const name of ['Monitor Token Transfers', 'Monitor Token Approvals', 'Monitor Ether Transfers']) {
      expect(dialog().getByRole('checkbox', { name })).toBeChecked();
    }
    const minValue = dialog().getByLabelText('Minimum Transaction Value (ETH)');
    expect(minValue).toHaveValue(0.1);
    expect(minValue).toHaveAttribute('step', '0.1');
    expect(minValue).toHaveAttribute('min', '0');

    await rendered.user.clear(nickname);
    await rendered.user.type(nickname, 'Cold storage');
    await rendered.user.click(dialog().getByRole('checkbox', { name: 'Monitor Token Approvals' }));
    await rendered.user.clear(minValue);
    await rendered.user.type(minValue, '2.5');
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText(SETTINGS_UPDATED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedBodies(rendered)).toEqual([
      {
        settings: {
          email: USER.email,
          wallets: [
            {
              address: WHALE,
              nickname: 'Cold storage',
              monitorOptions: {
                tokenTransfers: true,
                tokenApprovals: false,
                etherTransfers: true,
                minTransactionValue: 2.5,
                direction: 'both',
                alertUnpricedTokens: false,
                chainsOff: [],
              },
            },
            sent(unnamed),
          ],
          checkInterval: 30000,
        },
      },
    ]);
    expect(card('Cold storage').getByText(WHALE_SHOWN)).toBeVisible();
    expect(overlayWith(TRACKING_STARTED)).toBeInTheDocument();
  });

  it('keeps the edits local: Cancel saves nothing and the next opening shows the saved values', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    await rendered.user.type(dialog().getByLabelText('Wallet Nickname'), ' (edited)');
    await rendered.user.click(dialog().getByRole('checkbox', { name: 'Monitor Ether Transfers' }));
    await rendered.user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedBodies(rendered)).toHaveLength(0);
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    expect(dialog().getByLabelText('Wallet Nickname')).toHaveValue('Binance 14');
    expect(dialog().getByRole('checkbox', { name: 'Monitor Ether Transfers' })).toBeChecked();
  });

  it('a wallet known by its address gets an empty nickname field, and an empty nickname saves as the address', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'Monitoring Options' }));
    expect(dialog().getByLabelText('Wallet Nickname')).toHaveValue('');
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(savedBodies(rendered)).toHaveLength(1));
    expect(savedBodies(rendered)[0]).toEqual({ settings: expect.objectContaining({ wallets: [sent(binance), sent(unnamed)] }) });
  });

  it('gives an empty nickname field to a wallet whose nickname is its address in another letter case', async () => {
    const typed = buildTrackedWallet({ address: OTHER_WHALE, nickname: OTHER_WHALE_SHOWN });
    const rendered = await openSettings(await renderWalletTracking({ settings: { ...saved, wallets: [binance, typed] } }));
    await rendered.user.click(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'Monitoring Options' }));
    expect(dialog().getByLabelText('Wallet Nickname')).toHaveValue('');
  });

  it("shows the alert direction and unpriced tokens, with the minimum value's hint, and saves them", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));

    const minValue = dialog().getByLabelText('Minimum Transaction Value (ETH)');
    expect(minValue).toHaveAccessibleDescription(MIN_VALUE_HINT);
    expect(MIN_VALUE_HINT).toBe('Applies to tokens too, through their USD value at the ether price of the block.');
    const direction = dialog().getByRole('combobox', { name: 'Alert direction' });
    expect(
      within(direction)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Incoming and outgoing', 'both'],
      ['Incoming only', 'in'],
      ['Outgoing only', 'out'],
    ]);
    expect(direction).toHaveValue('both');
    const unpriced = dialog().getByRole('checkbox', { name: 'Alert on tokens without a price' });
    expect(unpriced).not.toBeChecked();

    await rendered.user.selectOptions(direction, 'Outgoing only');
    await rendered.user.click(unpriced);
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText(SETTINGS_UPDATED)).toBeInTheDocument();
    const [body] = savedBodies(rendered) as { settings: { wallets: { monitorOptions: unknown }[] } }[];
    expect(body.settings.wallets[0].monitorOptions).toEqual({
      tokenTransfers: true,
      tokenApprovals: true,
      etherTransfers: true,
      minTransactionValue: 0.1,
      direction: 'out',
      alertUnpricedTokens: true,
      chainsOff: [],
    });
    expect(body.settings.wallets[1]).toEqual(sent(unnamed));
  });

  it('shows the min value error and the hint together', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    const minValue = dialog().getByLabelText('Minimum Transaction Value (ETH)');
    await rendered.user.clear(minValue);
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(minValue).toHaveAccessibleDescription(`${MIN_VALUE_HINT} ${MIN_VALUE_INVALID}`);
  });

  it('refuses a negative minimum value and saves nothing', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    const minValue = dialog().getByLabelText('Minimum Transaction Value (ETH)');
    await rendered.user.clear(minValue);
    await rendered.user.type(minValue, '-1');
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(dialog().getByRole('alert')).toHaveTextContent(MIN_VALUE_INVALID);
    expect(savedBodies(rendered)).toHaveLength(0);
  });

  it('keeps the dialog and the edits when the save fails, and the card as saved', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    rendered.server.answer('PUT /users/settings', () => ({ status: 500 }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    await rendered.user.clear(dialog().getByLabelText('Wallet Nickname'));
    await rendered.user.type(dialog().getByLabelText('Wallet Nickname'), 'Renamed');
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText(SETTINGS_UPDATE_FAILED)).toBeInTheDocument();
    expect(dialog().getByLabelText('Wallet Nickname')).toHaveValue('Renamed');
    expect(settingsPanel().getByRole('heading', { name: 'Binance 14', hidden: true })).toBeInTheDocument();
  });
});

describe('Settings tab: chains', () => {
  const [ethereum, base] = DEVNET_CHAINS;
  const chainsGroup = () => within(dialog().getByRole('group', { name: 'Chains' }));
  const optionsOf = (rendered: Rendered) =>
    (savedBodies(rendered) as { settings: { wallets: { monitorOptions: { chainsOff: number[] } }[] } }[]).map(
      (body) => body.settings.wallets[0].monitorOptions.chainsOff,
    );

  it('offers a checkbox per chain watched, ticked, and unticking Base saves the wallet as not watched on it', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));

    const boxes = await chainsGroup().findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Ethereum', 'Base']);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await rendered.user.click(chainsGroup().getByRole('checkbox', { name: 'Base' }));
    expect(chainsGroup().getByRole('checkbox', { name: 'Base' })).not.toBeChecked();
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    expect(await toasts().findByText(SETTINGS_UPDATED)).toBeInTheDocument();
    expect(optionsOf(rendered)).toEqual([[base.id]]);
    expect(rendered.server.state.settings.wallets[0].monitorOptions.chainsOff).toEqual([base.id]);
  });

  it("shows the chains a wallet is off on unticked; ticking one back keeps the wallet's choice for a chain no longer watched", async () => {
    const offOnBase = { ...binance, monitorOptions: { ...binance.monitorOptions, chainsOff: [BASE.id, base.id] } };
    const rendered = await openSettings(await renderWalletTracking({ settings: { ...saved, wallets: [offOnBase, unnamed] } }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));

    const baseBox = await chainsGroup().findByRole('checkbox', { name: 'Base' });
    expect(baseBox).not.toBeChecked();
    expect(chainsGroup().getByRole('checkbox', { name: 'Ethereum' })).toBeChecked();
    // By keyboard: Tab to the box, Space ticks it.
    baseBox.focus();
    await rendered.user.keyboard(' ');
    expect(baseBox).toBeChecked();
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(optionsOf(rendered)).toEqual([[BASE.id]]));
  });

  it("refuses to save a wallet watched on no chain: 'Watch this wallet on at least one chain', focus on the chains", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    await rendered.user.click(await chainsGroup().findByRole('checkbox', { name: 'Ethereum' }));
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
    await rendered.user.click(chainsGroup().getByRole('checkbox', { name: 'Base' }));

    expect(chainsGroup().getByRole('alert')).toHaveTextContent(NO_CHAIN_WATCHED);
    expect(NO_CHAIN_WATCHED).toBe('Watch this wallet on at least one chain');
    expect(chainsGroup().getByRole('checkbox', { name: 'Base' })).toHaveAccessibleDescription(NO_CHAIN_WATCHED);
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(savedBodies(rendered)).toHaveLength(0);
    expect(chainsGroup().getByRole('checkbox', { name: 'Ethereum' })).toHaveFocus();

    await rendered.user.click(chainsGroup().getByRole('checkbox', { name: 'Ethereum' }));
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(optionsOf(rendered)).toEqual([[base.id]]));
  });

  it('offers no choice of chains where this Whalewatch watches one', async () => {
    const rendered = await openSettings(
      await renderWalletTracking(
        { settings: saved },
        { prepare: (server) => server.answer('GET /chains', () => ok({ chains: [ethereum] })) },
      ),
    );
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    await act(() => fetchChains());
    expect(dialog().queryByRole('group', { name: 'Chains' })).not.toBeInTheDocument();
    expect(dialog().getByRole('checkbox', { name: 'Monitor Token Transfers' })).toBeInTheDocument();
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(optionsOf(rendered)).toEqual([[]]));
  });

  it('names each chain a wallet is no longer watched on, as news beside it, and keeps saying so after a save', async () => {
    const alertedOnBase = { ...binance, notWatchedOn: [chainRefOf(BASE)] };
    const rendered = await openSettings(await renderWalletTracking({ settings: { ...saved, wallets: [alertedOnBase, unnamed] } }));

    const notice = await waitFor(() => card('Binance 14').getByRole('status'));
    expect(notice).toHaveTextContent(notWatchedOn('Base'));
    expect(notWatchedOn('Base')).toBe('Not watched on Base: this Whalewatch no longer watches that chain');
    expect(card(OTHER_WHALE_SHOWN).queryByRole('status')).not.toBeInTheDocument();

    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Monitoring Options' }));
    await rendered.user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await toasts().findByText(SETTINGS_UPDATED)).toBeInTheDocument();
    expect(savedBodies(rendered)[0]).toEqual({ settings: expect.objectContaining({ wallets: [sent(alertedOnBase), sent(unnamed)] }) });
    expect(card('Binance 14').getByRole('status')).toHaveTextContent(notWatchedOn('Base'));
  });

  it('names every chain a wallet is no longer watched on, a line each', async () => {
    const POLYGON = { id: 137, slug: 'polygon', name: 'Polygon PoS' };
    const alerted = { ...binance, notWatchedOn: [chainRefOf(BASE), POLYGON] };
    await openSettings(await renderWalletTracking({ settings: { ...saved, wallets: [alerted] } }));
    const notice = await waitFor(() => card('Binance 14').getByRole('status'));
    expect(
      within(notice)
        .getAllByText(/^Not watched on/)
        .map((line) => line.textContent),
    ).toEqual([notWatchedOn('Base'), notWatchedOn('Polygon PoS')]);
  });
});

describe('Settings tab: Remove Wallet', () => {
  it('asks first, and Cancel keeps the wallet', async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Remove Wallet' }));

    expect(screen.getByRole('dialog', { name: 'Confirm Deletion' })).toHaveTextContent(CONFIRM_DELETION_TEXT);
    expect(CONFIRM_DELETION_TEXT).toBe('Are you sure you want to delete this wallet? This action cannot be undone.');
    await rendered.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(cards()).toHaveLength(2);
    expect(savedBodies(rendered)).toHaveLength(0);
  });

  it("removes the wallet at once, saves the rest: 'Wallet removed successfully!' and the overlay", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    const release = rendered.server.hold('PUT /users/settings');
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Remove Wallet' }));
    await rendered.user.click(dialog().getByRole('button', { name: 'Delete' }));

    // Gone before the server answers.
    expect(cards()).toHaveLength(1);
    expect(settingsPanel().queryByText('Binance 14')).not.toBeInTheDocument();
    release();

    expect(await toasts().findByText(WALLET_REMOVED)).toBeInTheDocument();
    expect(WALLET_REMOVED).toBe('Wallet removed successfully!');
    expect(savedBodies(rendered)).toEqual([{ settings: { email: USER.email, wallets: [sent(unnamed)], checkInterval: 30000 } }]);
    expect(overlayWith(TRACKING_STARTED)).toBeInTheDocument();
  });

  it.each([
    ['the server message', fail('internal_error'), 'Internal server error'],
    ["'Failed to remove wallet'", () => ({ status: 502 }), WALLET_REMOVAL_FAILED],
  ])('puts the wallet back and shows %s when the save fails', async (_case, answer, message) => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    rendered.server.answer('PUT /users/settings', answer);
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Remove Wallet' }));
    await rendered.user.click(dialog().getByRole('button', { name: 'Delete' }));

    expect(await toasts().findByText(message)).toBeInTheDocument();
    expect(WALLET_REMOVAL_FAILED).toBe('Failed to remove wallet');
    expect(cards().map((item) => item.querySelector('h4')?.textContent)).toEqual(['Binance 14', OTHER_WHALE_SHOWN]);
    expect(overlayWith(TRACKING_STARTED)).toBeNull();
  });
});

describe('Settings tab: Mute alerts', () => {
  const mutes = (rendered: Rendered) => rendered.server.requestsTo('PUT /users/wallets/:address/mute');

  it("mutes a wallet's alerts for an hour: 'Alerts muted', the card says until when, and only the card changes", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    const mute = card('Binance 14').getByRole('combobox', { name: 'Mute alerts' });
    expect(mute).toHaveAccessibleDescription('Binance 14');
    expect(
      within(mute)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 hour', '24 hours', 'Until unmuted']);
    expect(mute).toHaveValue('1h');
    const before = Date.now();
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Mute' }));

    expect(await toasts().findByText(ALERTS_MUTED)).toBeInTheDocument();
    expect(ALERTS_MUTED).toBe('Alerts muted');
    const [request] = mutes(rendered);
    expect(request.params.address).toBe(WHALE);
    expect(request.body).toEqual({ duration: '1h' });
    expect(request.headers.get('Authorization')).toBe('Bearer test-token');

    const mutedUntil = rendered.server.state.settings.wallets[0].mutedUntil ?? '';
    expect(new Date(mutedUntil).getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(card('Binance 14').getByText(mutedUntilTime(new Date(mutedUntil)))).toBeVisible();
    expect(mutedUntilTime(new Date(mutedUntil))).toBe(`Muted until ${new Date(mutedUntil).toLocaleString()}`);
    const unmute = card('Binance 14').getByRole('button', { name: 'Unmute' });
    expect(unmute).toHaveFocus();
    expect(card('Binance 14').queryByRole('combobox', { name: 'Mute alerts' })).not.toBeInTheDocument();
    // The other card is as it was, and nothing was loaded again.
    expect(card(OTHER_WHALE_SHOWN).getByRole('combobox', { name: 'Mute alerts' })).toBeVisible();
    expect(rendered.server.requestsTo('GET /users/settings')).toHaveLength(1);
  });

  it("mutes until unmuted, then 'Unmute' turns alerts back on: 'Alerts unmuted'", async () => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    await rendered.user.selectOptions(card(OTHER_WHALE_SHOWN).getByRole('combobox', { name: 'Mute alerts' }), 'Until unmuted');
    await rendered.user.click(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'Mute' }));

    expect(await card(OTHER_WHALE_SHOWN).findByText(MUTED_UNTIL_UNMUTED)).toBeVisible();
    expect(MUTED_UNTIL_UNMUTED).toBe('Muted until you unmute');
    expect(mutes(rendered).map((request) => request.body)).toEqual([{ duration: 'forever' }]);

    await rendered.user.click(card(OTHER_WHALE_SHOWN).getByRole('button', { name: 'Unmute' }));
    expect(await toasts().findByText(ALERTS_UNMUTED)).toBeInTheDocument();
    expect(ALERTS_UNMUTED).toBe('Alerts unmuted');
    expect(mutes(rendered).map((request) => request.body)).toEqual([{ duration: 'forever' }, { duration: 'off' }]);
    expect(card(OTHER_WHALE_SHOWN).queryByText(/Muted until/)).not.toBeInTheDocument();
    expect(card(OTHER_WHALE_SHOWN).getByRole('combobox', { name: 'Mute alerts' })).toHaveFocus();
  });

  it('shows a saved mute as it loads, and a mute that has run out as none', async () => {
    const until = '2099-01-01T12:00:00.000Z';
    await openSettings(
      await renderWalletTracking({
        settings: {
          ...saved,
          wallets: [
            { ...binance, mutedUntil: until },
            { ...unnamed, mutedUntil: '2020-01-01T00:00:00.000Z' },
          ],
        },
      }),
    );
    expect(card('Binance 14').getByText(`Muted until ${new Date(until).toLocaleString()}`)).toBeVisible();
    expect(card('Binance 14').getByRole('button', { name: 'Unmute' })).toHaveAccessibleDescription('Binance 14');
    expect(card(OTHER_WHALE_SHOWN).queryByText(/Muted until/)).not.toBeInTheDocument();
    expect(card(OTHER_WHALE_SHOWN).getByRole('combobox', { name: 'Mute alerts' })).toBeVisible();
  });

  it('offers no mute for a wallet another user has protected since', async () => {
    await openSettings(
      await renderWalletTracking({ settings: { ...saved, wallets: [binance, { ...unnamed, protected: true, mutedUntil: 'forever' }] } }),
    );
    expect(card(OTHER_WHALE_SHOWN).queryByRole('combobox', { name: 'Mute alerts' })).not.toBeInTheDocument();
    expect(card(OTHER_WHALE_SHOWN).queryByRole('button', { name: 'Unmute' })).not.toBeInTheDocument();
    expect(card(OTHER_WHALE_SHOWN).queryByText(MUTED_UNTIL_UNMUTED)).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', fail('not_tracked'), 'This wallet is not on your tracked list'],
    ["'Failed to mute alerts'", () => ({ status: 502 }), 'Failed to mute alerts'],
  ])('shows %s when muting fails, and the card stays as it was', async (_case, answer, message) => {
    const rendered = await openSettings(await renderWalletTracking({ settings: saved }));
    rendered.server.answer('PUT /users/wallets/:address/mute', answer);
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Mute' }));

    expect(await toasts().findByRole('alert')).toHaveTextContent(message);
    expect(card('Binance 14').queryByText(/Muted until/)).not.toBeInTheDocument();
    expect(card('Binance 14').getByRole('button', { name: 'Mute' })).toBeEnabled();
  });

  it("shows 'Failed to unmute alerts' when unmuting fails without a reason", async () => {
    const rendered = await openSettings(
      await renderWalletTracking({ settings: { ...saved, wallets: [{ ...binance, mutedUntil: 'forever' }] } }),
    );
    rendered.server.answer('PUT /users/wallets/:address/mute', () => ({ status: 500 }));
    await rendered.user.click(card('Binance 14').getByRole('button', { name: 'Unmute' }));

    expect(await toasts().findByRole('alert')).toHaveTextContent('Failed to unmute alerts');
    expect(card('Binance 14').getByText(MUTED_UNTIL_UNMUTED)).toBeVisible();
  });

  it('leaves the mute to the api when saving settings: not sent, and still shown after the save', async () => {
    const rendered = await openSettings(
      await renderWalletTracking({ settings: { ...saved, wallets: [{ ...binance, mutedUntil: 'forever' }, unnamed] } }),
    );
    await rendered.user.click(settingsPanel().getByRole('button', { name: 'Set Interval' }));

    expect(await toasts().findByText(SETTINGS_UPDATED)).toBeInTheDocument();
    expect(savedBodies(rendered)).toEqual([
      { settings: { email: USER.email, wallets: [sent(binance), sent(unnamed)], checkInterval: 30000 } },
    ]);
    expect(card('Binance 14').getByText(MUTED_UNTIL_UNMUTED)).toBeVisible();
  });
});
