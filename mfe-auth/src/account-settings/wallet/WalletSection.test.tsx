import {
  fakeAccountState,
  renderWithProviders,
  serveFakeAccount,
  signInToAccount,
  type FakeAccountServer,
  type FakeAccountState,
} from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifyMessage } from 'viem';
import { installFakeBrowserWallet, removeFakeBrowserWallet, signElsewhere, walletAccount } from '../../testing/fakeBrowserWallet';
import { LINK_WALLET, NO_WALLETS, WALLET_LINKED, WalletSection } from './WalletSection';

const LINKED_ELSEWHERE = '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF';

let state: FakeAccountState;
let server: FakeAccountServer;

const section = () => within(screen.getByRole('region', { name: 'Wallet' }));
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function renderSection() {
  await signInToAccount(state, 'aal1');
  const user = userEvent.setup();
  renderWithProviders(<WalletSection />, { route: '/account' });
  return user;
}

beforeEach(() => {
  state = fakeAccountState();
  server = serveFakeAccount(state);
});

afterEach(() => removeFakeBrowserWallet());

it('lists the wallets linked to the account from its identities', async () => {
  state.wallets = [LINKED_ELSEWHERE];
  await renderSection();
  const list = within(await section().findByRole('list', { name: 'Linked wallets' }));
  expect(list.getByText(LINKED_ELSEWHERE)).toBeInTheDocument();
});

it("links the browser wallet's account with a Sign-In with Ethereum message it signs", async () => {
  const wallet = installFakeBrowserWallet();
  const user = await renderSection();
  expect(await section().findByText(NO_WALLETS)).toBeInTheDocument();

  await user.click(section().getByRole('button', { name: LINK_WALLET }));
  expect(await toasts().findByText(WALLET_LINKED)).toBeInTheDocument();
  expect(section().getByText(walletAccount.address)).toBeInTheDocument();

  const [{ body }] = server.requestsTo('POST /account/wallet-identity');
  const { message, signature } = body as { message: string; signature: `0x${string}` };
  expect(message).toContain(`localhost wants you to sign in with your Ethereum account:\n${walletAccount.address}`);
  expect(message).toContain('Link this wallet to my Whalewatch account.');
  expect(message).toMatch(/\nNonce: \w{8,}\n/);
  expect(await verifyMessage({ address: walletAccount.address, message, signature })).toBe(true);
  expect(wallet.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
});

it('says so when the user says no in the wallet', async () => {
  installFakeBrowserWallet({ rejects: ['personal_sign'] });
  const user = await renderSection();
  await user.click(await section().findByRole('button', { name: LINK_WALLET }));
  expect(await section().findByRole('alert')).toHaveTextContent('You cancelled the request in your wallet.');
  expect(server.requestsTo('POST /account/wallet-identity')).toHaveLength(0);
});

it('links a wallet without a browser wallet: its address, the message to sign elsewhere, the pasted signature', async () => {
  const user = await renderSection();
  await user.click(await section().findByRole('button', { name: LINK_WALLET }));
  await user.type(await section().findByLabelText('Wallet address'), walletAccount.address.toLowerCase());
  await user.click(section().getByRole('button', { name: 'Show the message to sign' }));
  const message = await section().findByLabelText<HTMLTextAreaElement>('Message to sign');
  expect(message.value).toContain(walletAccount.address);
  expect(section().getByRole('heading', { name: 'Sign the message with your wallet' })).toHaveFocus();

  await user.click(section().getByLabelText('Signature'));
  await user.paste(await signElsewhere(message.value));
  await user.click(section().getByRole('button', { name: LINK_WALLET }));
  expect(await toasts().findByText(WALLET_LINKED)).toBeInTheDocument();
  expect(state.wallets).toEqual([walletAccount.address]);
});

it("shows the api's words when the wallet belongs to another account", async () => {
  state.otherAccountsWallets = [walletAccount.address];
  installFakeBrowserWallet();
  const user = await renderSection();
  await user.click(await section().findByRole('button', { name: LINK_WALLET }));
  expect(await section().findByRole('alert')).toHaveTextContent('This wallet is already linked to another account');
});
