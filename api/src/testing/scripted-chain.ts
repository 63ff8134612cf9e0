// A chain source for contract tests: one token, one holder, one wallet, and a switch that makes every
// read fail as a node that is down does (chain_unavailable) or as Etherscan does while every key backs off
// (chain_busy); `history: false` is a source that cannot list a wallet's history (history_unsupported).
import type { Address, ChainSource, Hash, TokenTransfer } from '../chain/chain-source';
import { EtherscanError } from '../chain/etherscan/errors';

export const SCRIPTED_TOKEN: Address = '0x00000000000000000000000000000000000000aa';
export const SCRIPTED_HOLDER: Address = '0x00000000000000000000000000000000000000bb';
const ZERO: Address = '0x0000000000000000000000000000000000000000';
const HEAD: { number: bigint; hash: Hash } = { number: 100n, hash: `0x${'1'.repeat(64)}` };
const META = { name: 'Scripted Token', symbol: 'SCR', decimals: 18 };

export type ScriptedChain = ChainSource & { mode: 'ok' | 'down' | 'busy' };

export function scriptedChain({ history = true }: { history?: boolean } = {}): ScriptedChain {
  const chain: ScriptedChain = {
    name: 'rpc',
    mode: 'ok',
    latestTransactions: async () => read([]),
    walletTokens: async () => read([{ ...META, contract: SCRIPTED_TOKEN }]),
    tokenTransfers: async () => {
      const mint: TokenTransfer = {
        hash: `0x${'2'.repeat(64)}`,
        logIndex: 0,
        blockNumber: 50n,
        from: ZERO,
        to: SCRIPTED_HOLDER,
        value: 5n * 10n ** 18n,
        contractAddress: SCRIPTED_TOKEN,
        tokenName: META.name,
        tokenSymbol: META.symbol,
        tokenDecimal: META.decimals,
      };
      return read({ transfers: [mint], complete: true });
    },
    tokenMetadata: async () => read(META),
    nativeBalance: async () => read(10n ** 18n),
    tokenBalances: async (_address, contracts) => read(new Map(contracts.map((contract) => [contract, 5n * 10n ** 18n]))),
    latestBlockNumber: async () => read(HEAD.number),
    blockAt: async () => read(HEAD),
    blocks: async () => read([]),
    ...(history ? { walletHistory: async () => read({ moves: [], complete: true }) } : {}),
  };
  function read<T>(value: T): T {
    if (chain.mode === 'down') throw new Error('the node is down');
    if (chain.mode === 'busy') throw new EtherscanError('rate-limited', 'every key backs off', { retryAfterMs: 30_000 });
    return value;
  }
  return chain;
}
