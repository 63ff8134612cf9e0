import { render, screen, waitFor } from '@testing-library/react';
import { BASE, ETHEREUM } from '@whalewatch/contracts/constants';
import { configure } from '../config/runtimeConfig';
import { chainRefOf, DEVNET_CHAINS, serveFakeApi } from '../testing';
import { chainFromParam, chainTransactionUrl, CHAINS_FAILED, fetchChains, resetChains, useChains } from './chains';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const [devnetEthereum, devnetBase] = DEVNET_CHAINS;

/** The chains' names as a screen using them shows them, or what it shows meanwhile. */
function ChainNames() {
  const chains = useChains();
  return <p aria-label="chains">{chains === null ? 'loading' : chains.map((chain) => chain.name).join(', ') || 'none'}</p>;
}

describe('fetchChains', () => {
  it('asks GET /chains once, without a token, however many screens ask', async () => {
    const server = serveFakeApi({});
    const [first, second] = await Promise.all([fetchChains(), fetchChains()]);
    expect(first).toEqual(DEVNET_CHAINS);
    expect(await fetchChains()).toBe(first);
    expect(second).toBe(first);
    expect(server.requestsTo('GET /chains')).toHaveLength(1);
    expect(server.requestsTo('GET /chains')[0].headers.get('Authorization')).toBeNull();
  });

  it('asks again after a failure, and says what failed in the meantime', async () => {
    const server = serveFakeApi({});
    server.answer('GET /chains', () => ({ status: 500 }));
    await expect(fetchChains()).rejects.toThrow(CHAINS_FAILED);

    server.answer('GET /chains', () => ({ status: 200, body: { chains: [ETHEREUM, BASE] } }));
    await expect(fetchChains()).resolves.toEqual([ETHEREUM, BASE]);
    expect(server.requestsTo('GET /chains')).toHaveLength(2);
  });

  it('asks again once reset (another api)', async () => {
    const server = serveFakeApi({});
    await fetchChains();
    resetChains();
    server.answer('GET /chains', () => ({ status: 200, body: { chains: [ETHEREUM] } }));
    await expect(fetchChains()).resolves.toEqual([ETHEREUM]);
    expect(server.requestsTo('GET /chains')).toHaveLength(2);
  });
});

describe('useChains', () => {
  it('is null while the chains load, then the chains, first one first', async () => {
    const server = serveFakeApi({});
    const release = server.hold('GET /chains');
    render(<ChainNames />);
    expect(screen.getByLabelText('chains')).toHaveTextContent('loading');
    release();
    await waitFor(() => expect(screen.getByLabelText('chains')).toHaveTextContent('Ethereum, Base'));
  });

  it('starts from the chains already read, asking nothing more', async () => {
    const server = serveFakeApi({});
    await fetchChains();
    render(<ChainNames />);
    expect(screen.getByLabelText('chains')).toHaveTextContent('Ethereum, Base');
    expect(server.requestsTo('GET /chains')).toHaveLength(1);
  });

  it('is an empty list when they cannot be read, so screens offer no chain to choose', async () => {
    const server = serveFakeApi({});
    server.answer('GET /chains', () => ({ status: 500 }));
    render(<ChainNames />);
    await waitFor(() => expect(screen.getByLabelText('chains')).toHaveTextContent('none'));
  });
});

describe('chainFromParam', () => {
  it.each([
    ['base', devnetBase],
    ['BASE', devnetBase],
    [' Base ', devnetBase],
    ['31338', devnetBase],
    ['ethereum', devnetEthereum],
    ['31337', devnetEthereum],
  ])('finds the enabled chain %p names, by slug or id, any case', (param, chain) => {
    expect(chainFromParam(DEVNET_CHAINS, param)).toBe(chain);
  });

  it.each([null, undefined, ''])('means the first chain when the URL names none (%p)', (param) => {
    expect(chainFromParam(DEVNET_CHAINS, param)).toBe(devnetEthereum);
  });

  it.each(['arbitrum', '1', '8453', 'ether'])('finds none for a chain not enabled here (%p)', (param) => {
    expect(chainFromParam(DEVNET_CHAINS, param)).toBeUndefined();
  });
});

describe('chainTransactionUrl', () => {
  it("links the transaction on its chain's explorer", () => {
    expect(chainTransactionUrl(HASH, chainRefOf(BASE), [ETHEREUM, BASE])).toBe(`https://basescan.org/tx/${HASH}`);
  });

  it('has no link for a chain on no public explorer (the devnet), whatever the deployment configured', () => {
    configure({ explorerUrl: 'https://etherscan.io' });
    expect(chainTransactionUrl(HASH, chainRefOf(devnetBase), DEVNET_CHAINS)).toBeNull();
  });

  it('links a chain no longer watched, or while the chains load, on the explorer Whalewatch knows it by', () => {
    expect(chainTransactionUrl(HASH, chainRefOf(BASE), [ETHEREUM])).toBe(`https://basescan.org/tx/${HASH}`);
    expect(chainTransactionUrl(HASH, chainRefOf(BASE), null)).toBe(`https://basescan.org/tx/${HASH}`);
    expect(chainTransactionUrl(HASH, { id: 999_999, slug: 'mystery', name: 'Mystery' }, [ETHEREUM])).toBeNull();
  });

  it("links an alert without a chain on the deployment's configured explorer, as before chains", () => {
    configure({ explorerUrl: 'https://sepolia.etherscan.io/' });
    expect(chainTransactionUrl(HASH, null, [ETHEREUM, BASE])).toBe(`https://sepolia.etherscan.io/tx/${HASH}`);
    configure({ explorerUrl: '' });
    expect(chainTransactionUrl(HASH, null, [ETHEREUM, BASE])).toBeNull();
  });

  it('has no link without a hash', () => {
    expect(chainTransactionUrl(null, chainRefOf(BASE), [BASE])).toBeNull();
  });
});
