import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hexToString, type Hex } from 'viem';
import { SIGNING_CANCELLED, STEALTH_LIMIT_REACHED, switchWalletMessage, WALLET_ADDED, walletCouldNotSign } from './addingSteps';
import { FORM_TITLE, SIGNING_EXPLAINED } from './AddStealthWalletForm';
import { INVALID_SIGNATURE, MESSAGE_COPIED, PANEL_TITLE } from './SignaturePanel';
import StealthWallet from './StealthWallet';
import { LIST_TITLE } from './StealthList';
import { installFakeBrowserWallet, otherAccount, providerError, removeFakeBrowserWallet, walletAccount } from './testing/fakeBrowserWallet';
import { API_ERRORS, serveStealthApi } from './testing/fakeStealthApi';
import { ADD_FAILED } from './useAddStealthWallet';

/** The test wallet's address as a user might type it: checksummed. */
const TYPED = walletAccount.address;
const LISTED = walletAccount.address.toLowerCase();
const BINANCE = '0x28c6c06298d514db089934071355e5743bf21d60';

const addForm = () => screen.getByRole('region', { name: FORM_TITLE });
const list = () => screen.getByRole('region', { name: LIST_TITLE });
const panel = () => screen.getByRole('region', { name: PANEL_TITLE });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
/** What the form says under itself about a failed add. */
const formNotice = (role: 'alert' | 'status' = 'alert') => within(addForm()).getByRole(role);

async function renderScreen() {
  const user = userEvent.setup();
  renderWithProviders(<StealthWallet />, { route: '/stealth', user: true });
  await within(list()).findByText(/No wallets in your stealth list yet\.|^0x/);
  return user;
}

async function addWallet(user: UserEvent, address: string, button = 'Add to Stealth List') {
  const input = screen.getByLabelText('Wallet Address');
  await user.clear(input);
  if (address) await user.type(input, address);
  await user.click(screen.getByRole('button', { name: button }));
}

afterEach(() => {
  removeFakeBrowserWallet();
  jest.restoreAllMocks();
});

describe('Add Wallet to Stealth List', () => {
  it("has the form 'Add Wallet to Stealth List' with a Wallet Address field asking for an address starting 0x, and says why signing is needed", async () => {
    serveStealthApi();
    await renderScreen();
    expect(screen.getByRole('form', { name: 'Add Wallet to Stealth List' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet Address')).toHaveAttribute('placeholder', 'Enter Ethereum address (0x...)');
    const add = screen.getByRole('button', { name: 'Add to Stealth List' });
    expect(add).toBeEnabled();
    expect(add).toHaveAccessibleDescription(SIGNING_EXPLAINED);
    expect(SIGNING_EXPLAINED).toMatch(/sign a message with this wallet to prove it is yours.*no transaction.*no gas/);
  });

  it.each(['', '0x1234', 'not an address', '0x28C6c06298d514Db089934071355E5743bf21d6', `${BINANCE}00`])(
    "refuses %p with 'Please enter a valid wallet address' and sends nothing",
    async (address) => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet();
      const user = await renderScreen();
      await addWallet(user, address);
      expect(formNotice()).toHaveTextContent('Please enter a valid wallet address');
      expect(screen.getByLabelText('Wallet Address')).toBeInvalid();
      expect(server.requests.filter((request) => request.route !== 'GET /stealth')).toHaveLength(0);
      expect(wallet.calls).toHaveLength(0);
    },
  );

  describe('with a browser wallet', () => {
    it("asks for a message, has the wallet sign it, adds the wallet, says 'Wallet added to stealth list', clears the field and lists it", async () => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet();
      const user = await renderScreen();
      await addWallet(user, TYPED);

      expect(await toasts().findByText(WALLET_ADDED)).toHaveTextContent('Wallet added to stealth list');
      const [challenge] = server.requestsTo('POST /stealth/challenge');
      expect(challenge.body).toEqual({ walletAddress: TYPED });
      expect(challenge.headers.get('Authorization')).toBe('Bearer test-token');

      // The wallet was asked for its accounts, then for the personal_sign of the issued message, which the
      // fake api checked against the challenge it issued.
      expect(wallet.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
      const message = signedText(wallet.calls[1].params);
      expect(message).toContain(`I control ${LISTED}`);
      const signature = await walletAccount.signMessage({ message });
      expect(server.requestsTo('POST /stealth').map((request) => request.body)).toEqual([{ walletAddress: TYPED, signature }]);
      expect(server.state.wallets).toEqual([LISTED]);

      await within(list()).findByText(LISTED);
      expect(server.requestsTo('GET /stealth')).toHaveLength(2);
      expect(screen.getByLabelText('Wallet Address')).toHaveValue('');
      expect(screen.getByLabelText('Wallet Address')).toHaveFocus();
      expect(within(addForm()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('signs as the account the wallet offers when the address is typed in another letter case', async () => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet();
      const user = await renderScreen();
      await addWallet(user, LISTED);

      expect(await toasts().findByText(WALLET_ADDED)).toBeInTheDocument();
      expect(wallet.calls[1]).toEqual({ method: 'personal_sign', params: [expect.stringMatching(/^0x/), walletAccount.address] });
      expect(server.requestsTo('POST /stealth').map((request) => request.body)).toEqual([
        { walletAddress: LISTED, signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) },
      ]);
      expect(server.state.wallets).toEqual([LISTED]);
    });

    it("says 'Adding...' while the message is requested and 'Waiting for signature...' while the wallet prompt is open", async () => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet();
      const user = await renderScreen();
      const releaseChallenge = server.hold('POST /stealth/challenge');
      const releaseSigning = wallet.hold('personal_sign');
      await addWallet(user, TYPED);

      expect(within(addForm()).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      releaseChallenge();
      expect(await within(addForm()).findByRole('button', { name: 'Waiting for signature...' })).toBeDisabled();
      expect(within(addForm()).getByRole('button', { name: 'Paste a signature instead' })).toBeDisabled();
      releaseSigning();
      expect(await toasts().findByText(WALLET_ADDED)).toBeInTheDocument();
      expect(within(addForm()).getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled();
    });

    it('asks to switch accounts when the wallet does not offer the entered address, and adds nothing', async () => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet({ accounts: [otherAccount] });
      const user = await renderScreen();
      await addWallet(user, TYPED);

      expect(await within(addForm()).findByRole('alert')).toHaveTextContent(switchWalletMessage(TYPED));
      expect(switchWalletMessage(TYPED)).toBe(`Switch your wallet to ${TYPED} and try again, or paste a signature instead.`);
      expect(wallet.calls.map((call) => call.method)).toEqual(['eth_requestAccounts']);
      expect(server.requestsTo('POST /stealth')).toHaveLength(0);
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
      expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each(['eth_requestAccounts', 'personal_sign'])(
      "says 'Signing was cancelled' when the user rejects %s in the wallet, and adds nothing",
      async (method) => {
        const server = serveStealthApi();
        installFakeBrowserWallet({ rejects: [method] });
        const user = await renderScreen();
        await addWallet(user, TYPED);

        expect(await within(addForm()).findByRole('status')).toHaveTextContent(SIGNING_CANCELLED);
        expect(SIGNING_CANCELLED).toMatch(/^Signing was cancelled/);
        expect(within(addForm()).queryByRole('alert')).not.toBeInTheDocument();
        expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
        expect(server.requestsTo('POST /stealth')).toHaveLength(0);
        expect(server.state.wallets).toEqual([]);
        expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
        expect(within(addForm()).getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled();
      },
    );

    it("says 'Failed to add wallet to stealth list' and the wallet's reason when the wallet cannot sign", async () => {
      const server = serveStealthApi();
      installFakeBrowserWallet({ signingError: providerError(-32603, 'Ledger device locked') });
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const user = await renderScreen();
      await addWallet(user, TYPED);

      expect(await toasts().findByRole('alert')).toHaveTextContent(ADD_FAILED);
      expect(formNotice().textContent).toBe(walletCouldNotSign('Ledger device locked'));
      expect(server.requestsTo('POST /stealth')).toHaveLength(0);
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
    });

    it("opens the signature panel on 'Paste a signature instead', without asking the wallet", async () => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet();
      const user = await renderScreen();
      await addWallet(user, TYPED, 'Paste a signature instead');

      expect(await screen.findByRole('region', { name: PANEL_TITLE })).toBeInTheDocument();
      expect(within(panel()).getByLabelText('Message to sign')).toHaveValue(server.state.challenges.get(LISTED));
      expect(wallet.calls).toHaveLength(0);
    });
  });

  describe('without a browser wallet', () => {
    it('shows the message to sign with the wallet named, copies it, refuses a malformed signature and adds the wallet with a pasted one', async () => {
      const server = serveStealthApi();
      const user = await renderScreen();
      expect(screen.queryByRole('button', { name: 'Paste a signature instead' })).not.toBeInTheDocument();
      await addWallet(user, TYPED);

      expect(await screen.findByRole('heading', { name: PANEL_TITLE })).toHaveFocus();
      const message = server.state.challenges.get(LISTED);
      expect(within(panel()).getByLabelText('Message to sign')).toHaveValue(message);
      expect(within(panel()).getByLabelText('Message to sign')).toHaveAttribute('readonly');
      expect(panel()).toHaveTextContent(`Sign this message with wallet ${TYPED} in any wallet app`);
      expect(panel()).toHaveTextContent('personal_sign');
      expect(screen.getByLabelText('Wallet Address')).toHaveAttribute('readonly');
      expect(within(addForm()).getByRole('button', { name: 'Add to Stealth List' })).toBeDisabled();

      await user.click(within(panel()).getByRole('button', { name: 'Copy message' }));
      expect(await navigator.clipboard.readText()).toBe(message);
      expect(await toasts().findByText(MESSAGE_COPIED)).toBeInTheDocument();

      const signatureField = within(panel()).getByLabelText('Signature');
      await user.click(signatureField);
      await user.paste('0x1234');
      await user.click(within(panel()).getByRole('button', { name: 'Submit signature' }));
      expect(within(panel()).getByRole('alert')).toHaveTextContent(INVALID_SIGNATURE);
      expect(INVALID_SIGNATURE).toBe('Paste the whole signature: 0x followed by at least 130 hexadecimal digits');
      expect(server.requestsTo('POST /stealth')).toHaveLength(0);

      const signature = await walletAccount.signMessage({ message: message ?? '' });
      await user.clear(signatureField);
      await user.paste(`  ${signature}\n`);
      await user.click(within(panel()).getByRole('button', { name: 'Submit signature' }));

      expect(await toasts().findByText(WALLET_ADDED)).toBeInTheDocument();
      expect(server.requestsTo('POST /stealth/challenge').map((request) => request.body)).toEqual([{ walletAddress: TYPED }]);
      expect(server.requestsTo('POST /stealth').map((request) => request.body)).toEqual([{ walletAddress: TYPED, signature }]);
      await within(list()).findByText(LISTED);
      expect(screen.queryByRole('region', { name: PANEL_TITLE })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Wallet Address')).toHaveValue('');
      expect(screen.getByLabelText('Wallet Address')).not.toHaveAttribute('readonly');
    });

    it("says 'Adding...' on the panel while the signature is checked", async () => {
      const server = serveStealthApi();
      const user = await renderScreen();
      await addWallet(user, TYPED);
      const message = within(await screen.findByRole('region', { name: PANEL_TITLE })).getByLabelText('Message to sign');
      const signature = await walletAccount.signMessage({ message: (message as HTMLTextAreaElement).value });
      const release = server.hold('POST /stealth');
      await user.click(within(panel()).getByLabelText('Signature'));
      await user.paste(signature);
      await user.click(within(panel()).getByRole('button', { name: 'Submit signature' }));

      expect(within(panel()).getByRole('button', { name: 'Adding...' })).toBeDisabled();
      expect(within(panel()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      release();
      expect(await toasts().findByText(WALLET_ADDED)).toBeInTheDocument();
    });

    it("says 'Failed to add wallet to stealth list' and why when the signature is another wallet's, and keeps the panel and the signature", async () => {
      const server = serveStealthApi();
      const user = await renderScreen();
      await addWallet(user, TYPED);
      await screen.findByRole('region', { name: PANEL_TITLE });
      const wrong = await otherAccount.signMessage({ message: server.state.challenges.get(LISTED) ?? '' });
      await user.click(within(panel()).getByLabelText('Signature'));
      await user.paste(wrong);
      await user.click(within(panel()).getByRole('button', { name: 'Submit signature' }));

      expect(await toasts().findByRole('alert')).toHaveTextContent(ADD_FAILED);
      expect(formNotice()).toHaveTextContent(API_ERRORS.badSignature);
      expect(within(panel()).getByLabelText('Signature')).toHaveValue(wrong);
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
      expect(server.state.wallets).toEqual([]);
    });

    it("closes the panel on 'Cancel', keeping the address to edit", async () => {
      const server = serveStealthApi();
      const user = await renderScreen();
      await addWallet(user, TYPED);
      await user.click(within(await screen.findByRole('region', { name: PANEL_TITLE })).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('region', { name: PANEL_TITLE })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
      expect(screen.getByLabelText('Wallet Address')).toHaveFocus();
      expect(screen.getByLabelText('Wallet Address')).not.toHaveAttribute('readonly');
      expect(server.requestsTo('POST /stealth')).toHaveLength(0);
    });
  });

  describe('when the api refuses', () => {
    it("says 'You have reached your plan's stealth wallet limit. Please upgrade to Privacy Shield plan.' once, under the form, with 'See plans' (/pricing), when the plan has no free slot", async () => {
      const server = serveStealthApi({ plan: { name: 'Free', slots: 0 } });
      const wallet = installFakeBrowserWallet();
      const user = await renderScreen();
      await addWallet(user, TYPED);

      expect(await within(addForm()).findByRole('alert')).toHaveTextContent(
        "You have reached your plan's stealth wallet limit. Please upgrade to Privacy Shield plan.",
      );
      expect(STEALTH_LIMIT_REACHED).toBe("You have reached your plan's stealth wallet limit. Please upgrade to Privacy Shield plan.");
      expect(screen.getAllByText(STEALTH_LIMIT_REACHED, { exact: false })).toHaveLength(1);
      expect(screen.queryByText(/Subscription limit reached/)).not.toBeInTheDocument();
      expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
      expect(within(formNotice()).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
      expect(wallet.calls).toHaveLength(0);
      expect(server.requestsTo('POST /stealth')).toHaveLength(0);
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
    });

    it.each([
      ['on your own stealth list', { wallets: [LISTED] }, API_ERRORS.alreadyListed],
      ["on another user's stealth list", { othersWallets: [LISTED] }, API_ERRORS.claimedByAnother],
    ])("says 'Failed to add wallet to stealth list' and why for a wallet already %s", async (_, state, reason) => {
      const server = serveStealthApi(state);
      installFakeBrowserWallet();
      const user = await renderScreen();
      await addWallet(user, TYPED);

      expect(await toasts().findByRole('alert')).toHaveTextContent('Failed to add wallet to stealth list');
      expect(formNotice()).toHaveTextContent(reason);
      expect(server.requestsTo('POST /stealth')).toHaveLength(0);
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
    });

    it("says 'Failed to add wallet to stealth list' and why when the message expired before the signature arrived", async () => {
      const server = serveStealthApi();
      const wallet = installFakeBrowserWallet();
      const release = wallet.hold('personal_sign');
      const user = await renderScreen();
      await addWallet(user, TYPED);
      await within(addForm()).findByRole('button', { name: 'Waiting for signature...' });
      server.state.challenges.clear();
      release();

      expect(await toasts().findByRole('alert')).toHaveTextContent(ADD_FAILED);
      expect(formNotice()).toHaveTextContent(API_ERRORS.noChallenge);
      await waitFor(() => expect(within(addForm()).getByRole('button', { name: 'Add to Stealth List' })).toBeEnabled());
      expect(screen.getByLabelText('Wallet Address')).toHaveValue(TYPED);
    });
  });
});

/** The text a personal_sign call asked to sign. */
function signedText(params: unknown): string {
  if (!Array.isArray(params) || typeof params[0] !== 'string') throw new Error('personal_sign without a message');
  return hexToString(params[0] as Hex);
}
