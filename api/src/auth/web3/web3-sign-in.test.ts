// Sign in with Ethereum on the embedded auth service, through HTTP on a real database and a started devnet:
// GoTrue's web3 grant (its checks, words and shapes), this api's own rules (served chains, one use per
// message), ordinary and contract wallets (EIP-1271), accounts without an email, and linking a wallet to an
// email account.
import type { EthereumWallet } from '@supabase/auth-js';
import { CONTRACT_WALLET_ARTIFACT, devnetChain, startDevnet, type Devnet } from '@whalewatch/devnet';
import { eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestClient, createWalletClient, http, isHex, parseEther, publicActions, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce } from 'viem/siwe';
import { EMBEDDED_SUPABASE_ANON_KEY } from '../../config';
import { users, web3Identities, web3UsedMessages } from '../../db';
import { PASSWORD, signUp, TEST_JWT_SECRET } from '../../testing/accounts';
import { startMailbox, type Mailbox } from '../../testing/mailbox';
import { embeddedAuthClient } from '../../testing/auth-client';
import { expectAnswer } from '../../testing/contract-answer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sha256 } from '../secrets';
import { MAXIMUM_VALIDITY_MS, WEB3_MESSAGES } from './message-checks';
import { SOLANA_DISABLED } from './service';
import { SIWE_ERRORS } from './siwe-message';

jest.setTimeout(60_000);

const SITE = 'https://whalewatch.example';
const DOMAIN = 'whalewatch.example';
const DEVNET_CHAIN_ID = 31337;
const headers = { apikey: EMBEDDED_SUPABASE_ANON_KEY };

let devnet: Devnet;
let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  [devnet, mailbox] = await Promise.all([
    startDevnet({ port: 0, history: 0, blockTimeSeconds: 3600, simulate: false, seed: 'web3-sign-in-test' }),
    startMailbox(),
  ]);
  t = await createTestApp({
    SMTP_URL: mailbox.smtpUrl,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    CHAIN_RPC_URL: devnet.rpcUrl,
    CHAIN_ID: String(DEVNET_CHAIN_ID),
    SITE_URL: SITE,
    AUTH_RATE_LIMIT_PER_IP: '100000',
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([devnet?.stop(), mailbox?.close()]);
});

type MessageFields = {
  address: string;
  domain?: string;
  statement?: string | null;
  uri?: string;
  chainId?: string | null;
  nonce?: string | null;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
};

/** An EIP-4361 message as a wallet shows it; null leaves a line out. */
function siweMessage({
  address,
  domain = DOMAIN,
  statement = 'Sign in to Whalewatch',
  uri = `${SITE}/signin`,
  chainId = String(DEVNET_CHAIN_ID),
  nonce = generateSiweNonce(),
  issuedAt = new Date(),
  expirationTime,
  notBefore,
}: MessageFields): string {
  return [
    `${domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    ...(statement === null ? [] : [statement, '']),
    `URI: ${uri}`,
    'Version: 1',
    ...(chainId === null ? [] : [`Chain ID: ${chainId}`]),
    ...(nonce === null ? [] : [`Nonce: ${nonce}`]),
    `Issued At: ${issuedAt.toISOString()}`,
    ...(expirationTime ? [`Expiration Time: ${expirationTime.toISOString()}`] : []),
    ...(notBefore ? [`Not Before: ${notBefore.toISOString()}`] : []),
  ].join('\n');
}

const newAccount = () => privateKeyToAccount(generatePrivateKey());

async function signed(account: PrivateKeyAccount, fields: Partial<MessageFields> = {}) {
  const message = siweMessage({ address: account.address, ...fields });
  return { message, signature: await account.signMessage({ message }) };
}

const web3Grant = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=web3', headers, payload: { chain: 'ethereum', ...body } });

const linkWallet = (accessToken: string, body: { message: string; signature: string }) =>
  t.app.inject({ method: 'POST', url: '/account/wallet-identity', headers: { authorization: `Bearer ${accessToken}` }, payload: body });

const getUser = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: { ...headers, authorization: `Bearer ${accessToken}` } });

const minutes = (n: number) => n * 60_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

describe('the web3 grant refuses what GoTrue refuses, in its words', () => {
  const oauth = (description: string) => ({ status: 400, body: { error: 'invalid_grant', error_description: description } });
  const gotrue = (status: number, code: string, msg: string) => ({ status, body: { code, error_code: code, msg, error: msg } });

  it.each<[string, Partial<MessageFields> | ((account: PrivateKeyAccount) => Promise<{ message: string; signature: string }>), object]>([
    [
      'a message under 64 bytes',
      async () => ({ message: 'test message', signature: `0x${'11'.repeat(65)}` }),
      gotrue(400, 'validation_failed', WEB3_MESSAGES.messageTooShort),
    ],
    [
      'a message over 20 KB',
      async (account) => ({
        message: `${siweMessage({ address: account.address })}\n${'x: y\n'.repeat(4200)}`,
        signature: `0x${'11'.repeat(65)}`,
      }),
      gotrue(400, 'validation_failed', WEB3_MESSAGES.messageTooLong),
    ],
    [
      'a 64-byte signature',
      async (account) => ({ message: siweMessage({ address: account.address }), signature: `0x${'11'.repeat(64)}` }),
      gotrue(400, 'validation_failed', WEB3_MESSAGES.signatureFormat),
    ],
    [
      'a malformed message',
      async () => ({
        message: `Please sign in.\nThis is not an EIP-4361 message, but it is long enough.\n\n\n\n`,
        signature: `0x${'11'.repeat(65)}`,
      }),
      gotrue(400, 'validation_failed', SIWE_ERRORS.invalidHeader),
    ],
    ['chain id 0', { chainId: '0' }, gotrue(400, 'validation_failed', SIWE_ERRORS.invalidChainId)],
    ['a message without a chain id', { chainId: null }, oauth(WEB3_MESSAGES.unknownChain)],
    ['a chain this api does not serve (mainnet)', { chainId: '1' }, oauth(WEB3_MESSAGES.unknownChain)],
    [
      'another account’s signature',
      async (account) => ({
        message: siweMessage({ address: account.address }),
        signature: await newAccount().signMessage({ message: siweMessage({ address: account.address }) }),
      }),
      oauth(WEB3_MESSAGES.signatureMismatch),
    ],
    ['a URI over http', { uri: 'http://whalewatch.example/signin' }, oauth(WEB3_MESSAGES.uriNotHttps)],
    ['a URI of another app', { uri: 'https://other.example/signin', domain: 'other.example' }, oauth(WEB3_MESSAGES.uriNotAllowed)],
    ['a domain that is not the URI’s', { domain: 'other.example' }, oauth(WEB3_MESSAGES.domainMismatch)],
    ['a message valid from a minute on', { notBefore: fromNow(minutes(1)) }, oauth(WEB3_MESSAGES.notYetValid)],
    [
      'an expired message (without Not Before, which GoTrue would take)',
      { expirationTime: fromNow(-1_000), issuedAt: fromNow(-minutes(2)) },
      oauth(WEB3_MESSAGES.expired),
    ],
    ['a message issued 11 minutes ago', { issuedAt: fromNow(-minutes(11)) }, oauth(WEB3_MESSAGES.issuedTooLongAgo)],
    ['a message issued 11 minutes from now', { issuedAt: fromNow(minutes(11)) }, oauth(WEB3_MESSAGES.issuedInFuture)],
  ])('refuses %s', async (_case, make, expected) => {
    const account = newAccount();
    const proof = typeof make === 'function' ? await make(account) : await signed(account, make);

    const response = await web3Grant(proof);

    expect({ status: response.statusCode, body: response.json() }).toEqual(expected);
  });

  it('answers an OAuth error without GoTrue’s error-code header', async () => {
    const response = await web3Grant(await signed(newAccount(), { uri: 'http://whalewatch.example/' }));

    expect(response.statusCode).toBe(400);
    expect(response.headers['x-sb-error-code']).toBeUndefined();
    expect(response.headers['x-supabase-api-version']).toBe('2024-01-01');
  });

  it('answers Solana as GoTrue with its provider off, and any other chain as unsupported', async () => {
    const solana = await web3Grant({ chain: 'solana', message: 'm', signature: 's' });
    const polygon = await web3Grant({ chain: 'polygon' });

    expect([solana.statusCode, solana.json().code, solana.json().msg]).toEqual([422, 'web3_provider_disabled', SOLANA_DISABLED]);
    expect([polygon.statusCode, polygon.json().code, polygon.json().msg]).toEqual([400, 'web3_unsupported_chain', 'Unsupported chain']);
  });

  it('refuses a field that is not a string as Go’s JSON decoding does', async () => {
    const response = await web3Grant({ message: 'test message', signature: { 0: 1, 1: 2, 2: 3 } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_json',
      msg: 'Could not parse request body as JSON: json: cannot unmarshal object into Go struct field Web3GrantParams.signature of type string',
    });
  });
});

describe('signing in with an ordinary account (EOA)', () => {
  it('makes an account without an email on the first sign-in, as GoTrue shapes a web3 user', async () => {
    const account = newAccount();
    const { message, signature } = await signed(account, { statement: 'Welcome' });

    const response = await web3Grant({ message, signature });

    expect(response.statusCode).toBe(200);
    const session = response.json();
    const address = account.address.toLowerCase();
    const customClaims = {
      address: account.address,
      chain: 'ethereum',
      domain: DOMAIN,
      network: String(DEVNET_CHAIN_ID),
      statement: 'Welcome',
    };
    const identityData = { custom_claims: customClaims, email_verified: false, phone_verified: false, sub: `web3:ethereum:${address}` };
    expect(session.user).toMatchObject({
      email: '',
      phone: '',
      app_metadata: { provider: 'web3', providers: ['web3'] },
      user_metadata: identityData,
      identities: [{ id: `web3:ethereum:${address}`, user_id: session.user.id, provider: 'web3', identity_data: identityData }],
      is_anonymous: false,
    });
    expect(session.user).not.toHaveProperty('email_confirmed_at');
    expect(session.user.identities[0]).not.toHaveProperty('email');
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({ sub: session.user.id, email: '', app_metadata: { provider: 'web3', providers: ['web3'] } });
    expect(claims.amr).toEqual([{ method: 'web3', timestamp: expect.any(Number) }]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, emailConfirmedAt: null });
  });

  it('signs the same address back into the same account, whatever the case of its letters', async () => {
    const account = newAccount();
    const first = await web3Grant(await signed(account));
    const lower = siweMessage({ address: account.address.toLowerCase() });
    const again = await web3Grant({ message: lower, signature: await account.signMessage({ message: lower }) });

    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().user.id).toBe(first.json().user.id);
    expect(again.json().user.identities).toHaveLength(1);
    expect((await getUser(again.json().access_token)).json().id).toBe(first.json().user.id);
  });

  it('makes one account when a new address signs in twice at once', async () => {
    const account = newAccount();

    const answers = await Promise.all([web3Grant(await signed(account)), web3Grant(await signed(account))]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.json().user.id)).size).toBe(1);
    const identities = await t.database.db.select().from(web3Identities).where(eq(web3Identities.address, account.address.toLowerCase()));
    expect(identities).toHaveLength(1);
  });

  it('takes a message made by viem’s createSiweMessage (checksummed address, nonce, expiry)', async () => {
    const account = newAccount();
    const message = createSiweMessage({
      address: account.address,
      chainId: DEVNET_CHAIN_ID,
      domain: DOMAIN,
      nonce: generateSiweNonce(),
      uri: `${SITE}/`,
      version: '1',
      expirationTime: fromNow(minutes(5)),
    });

    const response = await web3Grant({ message, signature: await account.signMessage({ message }) });

    expect(response.statusCode).toBe(200);
  });

  it('signs in through supabase-js’s signInWithWeb3, whose message has no nonce', async () => {
    const account = newAccount();
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const client = embeddedAuthClient(baseUrl);
    // An EIP-1193 wallet (as a browser extension offers it) holding the account.
    const wallet: EthereumWallet = {
      address: account.address,
      on: () => undefined,
      removeListener: () => undefined,
      request: async ({ method, params }) => {
        if (method === 'eth_requestAccounts') return [account.address];
        if (method === 'eth_chainId') return `0x${DEVNET_CHAIN_ID.toString(16)}`;
        if (method === 'personal_sign' && Array.isArray(params) && isHex(params[0]))
          return account.signMessage({ message: { raw: params[0] } });
        throw new Error(`unexpected ${method}`);
      },
    };

    const { data, error } = await client.signInWithWeb3({
      chain: 'ethereum',
      wallet,
      statement: 'Sign in to Whalewatch',
      options: { url: `${SITE}/signin` },
    });

    expect(error).toBeNull();
    expect(data.user?.identities?.[0]?.provider).toBe('web3');
    expect(data.session?.user.email).toBe('');
  });

  it('is refused a password sign-in: the account has no email, even once it has a password', async () => {
    const { access_token: accessToken } = (await web3Grant(await signed(newAccount()))).json();
    const setPassword = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { ...headers, authorization: `Bearer ${accessToken}` },
      payload: { password: PASSWORD },
    });
    expect(setPassword.statusCode).toBe(200);

    const attempts = await Promise.all(
      ['', ' '].map((email) =>
        t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers, payload: { email, password: PASSWORD } }),
      ),
    );
    const product = await t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email: '', password: PASSWORD } });

    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([400, 400]);
    for (const attempt of attempts) expect(attempt.json()).not.toHaveProperty('access_token');
    expect(product.statusCode).toBe(400);
  });
});

describe('a message is used once', () => {
  it('refuses the same message again', async () => {
    const proof = await signed(newAccount());

    const first = await web3Grant(proof);
    const second = await web3Grant(proof);

    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual({ error: 'invalid_grant', error_description: WEB3_MESSAGES.alreadyUsed });
  });

  it('refuses another message with a nonce the address used already', async () => {
    const account = newAccount();
    const nonce = generateSiweNonce();

    const first = await web3Grant(await signed(account, { nonce, statement: 'First' }));
    const second = await web3Grant(await signed(account, { nonce, statement: 'Second' }));
    const otherAddress = await web3Grant(await signed(newAccount(), { nonce }));

    expect([first.statusCode, second.statusCode, otherAddress.statusCode]).toEqual([200, 400, 200]);
    expect(second.json().error_description).toBe(WEB3_MESSAGES.alreadyUsed);
  });

  it('lets exactly one of two concurrent uses of a message through', async () => {
    const proof = await signed(newAccount(), { nonce: null });

    const answers = await Promise.all([web3Grant(proof), web3Grant(proof)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('remembers a message until it could no longer be valid: its expiry, at most 10 minutes after its issue', async () => {
    const issuedAt = new Date();
    const shortLived = await signed(newAccount(), { issuedAt, expirationTime: new Date(issuedAt.getTime() + minutes(3)) });
    const open = await signed(newAccount(), { issuedAt });
    await Promise.all([web3Grant(shortLived), web3Grant(open)]);

    const kept = await t.database.db
      .select()
      .from(web3UsedMessages)
      .where(inArray(web3UsedMessages.messageHash, [sha256(shortLived.message), sha256(open.message)]));

    const until = new Map(kept.map((row) => [row.messageHash, row.expiresAt.getTime()]));
    expect(until.get(sha256(shortLived.message))).toBe(issuedAt.getTime() + minutes(3));
    expect(until.get(sha256(open.message))).toBe(issuedAt.getTime() + MAXIMUM_VALIDITY_MS);
  });
});

describe('a smart-contract wallet (EIP-1271) on the devnet', () => {
  /** Deploys a DevnetContractWallet owned by `owner` (devnet/contracts), from a freshly funded deployer. */
  async function deployWallet(owner: Address): Promise<Address> {
    const chain = devnetChain(devnet.rpcUrl);
    const deployer = newAccount();
    const node = createTestClient({ mode: 'anvil', chain, transport: http(devnet.rpcUrl) }).extend(publicActions);
    await node.setBalance({ address: deployer.address, value: parseEther('1') });
    const hash = await createWalletClient({ account: deployer, chain, transport: http(devnet.rpcUrl) }).deployContract({
      abi: CONTRACT_WALLET_ARTIFACT.abi,
      bytecode: CONTRACT_WALLET_ARTIFACT.bytecode,
      args: [owner],
    });
    await node.mine({ blocks: 1 });
    const { contractAddress } = await node.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error('the wallet was not deployed');
    return contractAddress;
  }

  it('signs in with the owner’s signature, and back into the same account', async () => {
    const owner = newAccount();
    const wallet = await deployWallet(owner.address);
    const sign = async () => {
      const message = siweMessage({ address: wallet });
      return { message, signature: await owner.signMessage({ message }) };
    };

    const first = await web3Grant(await sign());
    const again = await web3Grant(await sign());

    expect(first.statusCode).toBe(200);
    expect(first.json().user.identities[0].id).toBe(`web3:ethereum:${wallet.toLowerCase()}`);
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('refuses a signature by someone who is not its owner', async () => {
    const wallet = await deployWallet(newAccount().address);
    const message = siweMessage({ address: wallet });

    const response = await web3Grant({ message, signature: await newAccount().signMessage({ message }) });

    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: WEB3_MESSAGES.signatureMismatch });
  });
});

describe('linking a wallet to an email account', () => {
  it('adds the wallet’s identity to the account, and the wallet then signs into it', async () => {
    const { session, user } = await signUp(t.app, mailbox);
    const account = newAccount();

    const linked = await linkWallet(session.access_token, await signed(account));
    const signIn = await web3Grant(await signed(account));

    expectAnswer('POST /account/wallet-identity', linked, 200);
    expect(linked.json()).toMatchObject({
      id: user.id,
      email: user.email,
      app_metadata: { provider: 'email', providers: ['email', 'web3'] },
      identities: [{ provider: 'email' }, { provider: 'web3', id: `web3:ethereum:${account.address.toLowerCase()}` }],
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(decodeJwt(signIn.json().access_token)).toMatchObject({ email: user.email, app_metadata: { providers: ['email', 'web3'] } });
    expect((await t.app.audit.entries(user.id)).map((entry) => entry.action)).toContain('wallet_linked');
  });

  it('answers 409 when the wallet belongs to another account, which keeps it', async () => {
    const account = newAccount();
    const owner = (await web3Grant(await signed(account))).json();
    const { session } = await signUp(t.app, mailbox);

    const response = await linkWallet(session.access_token, await signed(account));

    expectAnswer('POST /account/wallet-identity', response, 409, 'identity_already_exists');
    expect(response.json()).toEqual({ error: 'This wallet is already linked to another account', code: 'identity_already_exists' });
    const holders = await t.database.db.select().from(web3Identities).where(eq(web3Identities.address, account.address.toLowerCase()));
    expect(holders.map((holder) => holder.userId)).toEqual([owner.user.id]);
  });

  it('checks the message as the grant does', async () => {
    const { session } = await signUp(t.app, mailbox);

    const response = await linkWallet(session.access_token, await signed(newAccount(), { issuedAt: fromNow(-minutes(11)) }));

    expectAnswer('POST /account/wallet-identity', response, 400, 'invalid_grant');
    expect(response.json()).toEqual({ error: WEB3_MESSAGES.issuedTooLongAgo, code: 'invalid_grant' });
  });

  it('needs a signed-in account', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/account/wallet-identity', payload: await signed(newAccount()) });

    expectAnswer('POST /account/wallet-identity', response, 401, 'no_authorization');
  });
});
