import { sessionStore } from '@whalewatch/shared';
import { fakeAccountState, serveFakeAccount, type FakeAccountServer, type FakeAccountState } from '@whalewatch/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifyMessage } from 'viem';
import { installFakeBrowserWallet, removeFakeBrowserWallet, signElsewhere, walletAccount } from '../../testing/fakeBrowserWallet';
import { authFrom, renderAuthRoutes } from '../../testing/renderAuthRoutes';
import { WALLET_SIGN_IN } from './WalletSignInEntry';
import { SIGN_IN_WITH_SIGNATURE } from './walletSignInTexts';

let state: FakeAccountState;
let server: FakeAccountServer;

const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));
const web3Grants = () =>
  server.requestsTo('POST /auth/v1/token').filter((request) => request.url.searchParams.get('grant_type') === 'web3');

beforeEach(() => {
  state = fakeAccountState({ wallets: [walletAccount.address] });
  server = serveFakeAccount(state);
});

afterEach(() => removeFakeBrowserWallet());

it("signs in with the browser's wallet through supabase-js, then goes back where the user was going", async () => {
  const wallet = installFakeBrowserWallet();
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/dashboard'));
  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));

  expect(await toasts().findByText('Successfully signed in!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/dashboard null$/));
  expect(sessionStore.getState().user).toEqual({ id: state.user.id, email: state.user.email });
  const [grant] = web3Grants();
  const { chain, message, signature } = grant.body as { chain: string; message: string; signature: `0x${string}` };
  expect(chain).toBe('ethereum');
  expect(message).toContain('Sign in to Whalewatch with this wallet.');
  expect(await verifyMessage({ address: walletAccount.address, message, signature })).toBe(true);
  expect(wallet.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
});

it('names a wallet-only account by its address', async () => {
  state.wallets = [];
  installFakeBrowserWallet();
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/dashboard'));
  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));
  await toasts().findByText('Successfully signed in!');
  // supabase-js writes the address in lower case into the message it has signed.
  expect(sessionStore.getState().user?.email).toBe(walletAccount.address.toLowerCase());
});

it('says so when the user says no in the wallet, and offers to try again or paste a signature', async () => {
  installFakeBrowserWallet({ rejects: ['personal_sign'] });
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/dashboard'));
  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cancelled the request in your wallet.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Paste a signature instead' })).toBeInTheDocument();
  expect(sessionStore.getState().user).toBeNull();
  expect(web3Grants()).toHaveLength(0);
});

it('signs in without a browser wallet: the message to sign elsewhere, then the pasted signature', async () => {
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/portfolio'));
  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));

  await user.type(await screen.findByLabelText('Wallet address'), walletAccount.address);
  await user.click(screen.getByRole('button', { name: 'Show the message to sign' }));
  const message = await screen.findByLabelText<HTMLTextAreaElement>('Message to sign');
  expect(message.value).toMatch(
    /^localhost wants you to sign in with your Ethereum account:\n0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A\n/,
  );
  // The product's first chain (the fake's devnet).
  expect(message.value).toContain('\nChain ID: 31337\n');

  await user.click(screen.getByRole('button', { name: SIGN_IN_WITH_SIGNATURE }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Paste the whole signature');

  await user.click(screen.getByLabelText('Signature'));
  await user.paste(await signElsewhere(message.value));
  await user.click(screen.getByRole('button', { name: SIGN_IN_WITH_SIGNATURE }));
  expect(await toasts().findByText('Successfully signed in!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/portfolio null$/));
  expect(web3Grants()[0].body).toMatchObject({ chain: 'ethereum', message: message.value });
});

it("shows the auth service's refusal of the signature", async () => {
  // GoTrue refuses a web3 grant with its OAuth error.
  server.answer('POST /auth/v1/token', () => ({
    status: 400,
    body: { error: 'invalid_grant', error_description: 'Signature does not match the message' },
  }));
  const user = userEvent.setup();
  renderAuthRoutes(authFrom('/portfolio'));
  await user.click(screen.getByRole('button', { name: WALLET_SIGN_IN }));
  await user.type(await screen.findByLabelText('Wallet address'), walletAccount.address);
  await user.click(screen.getByRole('button', { name: 'Show the message to sign' }));
  await screen.findByLabelText('Message to sign');
  await user.click(screen.getByLabelText('Signature'));
  await user.paste(`0x${'ab'.repeat(65)}`);
  await user.click(screen.getByRole('button', { name: SIGN_IN_WITH_SIGNATURE }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Signature does not match the message');
  expect(sessionStore.getState().user).toBeNull();
});
