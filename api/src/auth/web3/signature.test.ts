// Judging a signature: an ordinary account's is recovered here; anything else goes to the chain's node,
// which must answer within the deadline.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createChainSource } from '../../chain';
import { silentHttpServer, type FaultyServer } from '../../testing/faulty-servers';
import { WEB3_MESSAGES } from './message-checks';
import { signedBy } from './signature';

let silent: FaultyServer;
beforeAll(async () => {
  silent = await silentHttpServer();
});
afterAll(() => silent.close());

const account = privateKeyToAccount(generatePrivateKey());
const message = 'example.com wants you to sign in with your Ethereum account: (any text: only its signature counts here)';

describe('signedBy', () => {
  it('recovers an ordinary account’s signature without asking the chain', async () => {
    const chains = new Map([[1, createChainSource({ rpcUrl: silent.url, parallelReads: 1 })]]);
    const hitsBefore = silent.hits();

    const signed = await signedBy(
      { chains, deadlineMs: 50 },
      { address: account.address, message, signature: await account.signMessage({ message }), chainId: 1 },
    );

    expect(signed).toBe(true);
    expect(silent.hits()).toBe(hitsBefore);
  });

  it.each([
    ['without 0x', (signature: string) => signature.slice(2)],
    ['with a digit that is not hex', (signature: string) => `${signature.slice(0, -1)}z`],
  ])('takes a signature %s for none, as go-ethereum’s hexutil does', async (_case, mangle) => {
    const signature = mangle(await account.signMessage({ message }));

    await expect(
      signedBy({ chains: new Map(), deadlineMs: 50 }, { address: account.address, message, signature, chainId: 1 }),
    ).resolves.toBe(false);
  });

  it('gives up on a node that does not answer within the deadline: 502 chain_unavailable', async () => {
    const chains = new Map([[1, createChainSource({ rpcUrl: silent.url, parallelReads: 1 })]]);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const started = Date.now();

    const judged = signedBy(
      { chains, deadlineMs: 200 },
      { address: account.address, message, signature: await stranger.signMessage({ message }), chainId: 1 },
    );

    await expect(judged).rejects.toMatchObject({ statusCode: 502, code: 'chain_unavailable', message: WEB3_MESSAGES.chainUnreachable });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers false, not an error, where the chain has no node to ask (read through an explorer alone)', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());

    const judged = signedBy(
      { chains: new Map(), deadlineMs: 200 },
      { address: account.address, message, signature: await stranger.signMessage({ message }), chainId: 1 },
    );

    await expect(judged).resolves.toBe(false);
  });
});
