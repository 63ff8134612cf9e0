// Blockscout's and Routescan's answers as they send them, for the fake explorer (fake-etherscan.ts).
// Blockscout's are shaped as its own views render them (blockscout/blockscout, apps/block_scout_web
// lib/block_scout_web/views/api/rpc/address_view.ex, logs_view.ex, rpc_view.ex; controllers/api/rpc/
// address_controller.ex, rpc_translator.ex; AccessHelper.handle_rate_limit_deny); Routescan's envelope is
// Etherscan's (verified by aiochainscan's live probes), its refusals as public clients record them.
import type { FakeReply } from './fake-etherscan';

export const WALLET = '0x00000000219ab540356cbb839cbe05303d7705fa';
export const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const OTHER = '0x28c6c06298d514db089934071355e5743bf21d60';
const NFT = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d';
const TX = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
const BLOCK_HASH = '0x0e670ec64341771606e55d6b4ca35a1a6b75ee3d5145a99d05921026d1527331';
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const padded = (address: string) => `0x${address.slice(2).padStart(64, '0')}`;

/** account/txlist: prepare_transaction, every field a string; "" for no `to` or `contractAddress`. */
export const blockscoutTxlist: FakeReply = {
  answer: {
    message: 'OK',
    status: '1',
    result: [
      {
        blockHash: BLOCK_HASH,
        blockNumber: '19000000',
        confirmations: '12',
        contractAddress: '',
        cumulativeGasUsed: '122207',
        from: OTHER,
        gas: '21000',
        gasPrice: '30000000000',
        gasUsed: '21000',
        hash: TX,
        input: '0x',
        isError: '0',
        nonce: '7',
        timeStamp: '1705320000',
        to: WALLET,
        transactionIndex: '3',
        txreceipt_status: '1',
        value: '1500000000000000000',
      },
    ],
  },
};

/**
 * account/tokentx by address: ERC-20 records carry `value`; the ERC-721 one Blockscout lists beside them
 * carries `tokenID` instead (prepare_token_transfer by token_type).
 */
export const blockscoutTokentx: FakeReply = {
  answer: {
    message: 'OK',
    status: '1',
    result: [
      {
        blockHash: BLOCK_HASH,
        blockNumber: '19000001',
        confirmations: '11',
        contractAddress: NFT,
        cumulativeGasUsed: '900000',
        from: OTHER,
        gas: '90000',
        gasPrice: '30000000000',
        gasUsed: '80000',
        hash: TX,
        input: '0x',
        logIndex: '4',
        nonce: '8',
        timeStamp: '1705320012',
        to: WALLET,
        tokenDecimal: '',
        tokenID: '4242',
        tokenName: 'BoredApeYachtClub',
        tokenSymbol: 'BAYC',
        transactionIndex: '5',
      },
      {
        blockHash: BLOCK_HASH,
        blockNumber: '19000000',
        confirmations: '12',
        contractAddress: USDC,
        cumulativeGasUsed: '122207',
        from: OTHER,
        gas: '65000',
        gasPrice: '30000000000',
        gasUsed: '52000',
        hash: TX,
        input: '0x',
        logIndex: '2',
        nonce: '7',
        timeStamp: '1705320000',
        to: WALLET,
        tokenDecimal: '6',
        tokenName: 'USD Coin',
        tokenSymbol: 'USDC',
        transactionIndex: '3',
        value: '2500000000',
      },
    ],
  },
};

/** logs/getLogs: four topics, null for those the log lacks; numbers as lower-case 0x hex (logs_view.ex). */
export const blockscoutTransferLogs: FakeReply = {
  answer: {
    message: 'OK',
    status: '1',
    result: [
      {
        address: USDC,
        blockNumber: '0x121eac0',
        data: '0x000000000000000000000000000000000000000000000000000000009502f900',
        gasPrice: '0x6fc23ac00',
        gasUsed: '0xcb20',
        logIndex: '0x2',
        timeStamp: '0x65a4c540',
        topics: [TRANSFER, padded(OTHER), padded(WALLET), null],
        transactionHash: TX,
        transactionIndex: '0x3',
      },
    ],
  },
};

// Empty lists: status "0", the list's own words, result [] (address_controller.ex, logs_controller.ex).
export const blockscoutNoTransactions: FakeReply = { answer: { message: 'No transactions found', result: [], status: '0' } };
export const blockscoutNoTokenTransfers: FakeReply = { answer: { message: 'No token transfers found', result: [], status: '0' } };
export const blockscoutNoLogs: FakeReply = { answer: { message: 'No logs found', result: [], status: '0' } };

/** A malformed address is refused with status "0" and HTTP 200. */
export const blockscoutInvalidAddress: FakeReply = { answer: { message: 'Invalid address format', result: null, status: '0' } };

/** Over its rate limit: HTTP 429 with its error view (the text was "429 Too Many Requests" before 2024). */
export const blockscoutTooManyRequests: FakeReply = {
  status: 429,
  body: JSON.stringify({ message: 'Too Many Requests', result: null, status: '0' }),
};

/** A module it does not have (`proxy`): HTTP 400 (rpc_translator.ex). */
export const blockscoutUnknownAction: FakeReply = {
  status: 400,
  body: JSON.stringify({ message: 'Unknown action', result: null, status: '0' }),
};

/** /api/eth-rpc answers JSON-RPC 2.0 (eth_rpc_view.ex). */
export const ethRpcResult = (result: unknown): FakeReply => ({ answer: { id: 1, jsonrpc: '2.0', result } });

/** Routescan on a chain it does not index (seen for BNB Chain and Mode). */
export const routescanChainNotSupported: FakeReply = { answer: { message: 'NOTOK', result: 'chain not supported', status: '0' } };

/** Routescan over a limit: always HTTP 429 (Routescan to rotki, rotki/rotki#11051). */
export const routescanTooManyRequests: FakeReply = { status: 429, body: 'Too Many Requests' };

/** Etherscan's free plan asked about a paid-only chain (Base, OP Mainnet, BNB Chain). */
export const etherscanFreePlanNotServed: FakeReply = {
  answer: { message: 'NOTOK', result: 'Free API access is not supported for this chain', status: '0' },
};
