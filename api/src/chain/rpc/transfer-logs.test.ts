// Transfer logs decoded from their topics give what viem's ABI decoder gives, and refuse what it refuses.
import { decodeEventLog, encodeAbiParameters, encodeEventTopics, erc20Abi, maxUint256, type Hex } from 'viem';
import { decodeTransferLog, TRANSFER_TOPIC, transferDecoder, transferReader, type RpcTransferLog } from './transfer-logs';

const label = {
  contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  tokenName: 'USD Coin',
  tokenSymbol: 'USDC',
  tokenDecimal: 6,
} as const;
const FROM = '0x28C6c06298d514Db089934071355E5743bf21d60';
const TO = '0x00000000000000000000000000000000000000aa';

function transferLog(value: bigint, overrides: Partial<RpcTransferLog> = {}): RpcTransferLog {
  return {
    address: label.contractAddress,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: FROM, to: TO } }) as string[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
    blockNumber: '0x3e8',
    blockHash: `0x${'ab'.repeat(32)}`,
    transactionHash: `0x${'CD'.repeat(32)}`,
    logIndex: '0x1f',
    removed: false,
    ...overrides,
  };
}

describe('decoding Transfer logs from their topics', () => {
  it.each([0n, 1n, 123_456_789n, maxUint256])('reads %s as viem decodes it, addresses lower-case', (value) => {
    const log = transferLog(value);
    const viemDecoded = decodeEventLog({
      abi: erc20Abi,
      eventName: 'Transfer',
      topics: log.topics as [Hex, ...Hex[]],
      data: log.data as Hex,
      strict: true,
    });

    expect(decodeTransferLog(log, label)).toEqual({
      hash: `0x${'cd'.repeat(32)}`,
      logIndex: 31,
      blockNumber: 1000n,
      blockHash: `0x${'ab'.repeat(32)}`,
      from: viemDecoded.args.from.toLowerCase(),
      to: viemDecoded.args.to.toLowerCase(),
      value: viemDecoded.args.value,
      ...label,
    });
  });

  it('leaves out an ERC-721 Transfer (token id as a 4th topic, no data), a dirty address word, a removed log and a pending one', () => {
    const erc20 = transferLog(5n);
    const erc721 = { ...erc20, topics: [...erc20.topics, encodeAbiParameters([{ type: 'uint256' }], [7n])], data: '0x' };
    const dirty = { ...erc20, topics: [TRANSFER_TOPIC, `0x${'ff'.repeat(12)}${FROM.slice(2)}`, erc20.topics[2]] };

    expect(decodeTransferLog(erc721, label)).toBeNull();
    expect(decodeTransferLog(dirty, label)).toBeNull();
    expect(decodeTransferLog({ ...erc20, removed: true }, label)).toBeNull();
    expect(decodeTransferLog({ ...erc20, blockNumber: null }, label)).toBeNull();
    expect(decodeTransferLog({ ...erc20, data: '0x' }, label)).toBeNull();
  });
});

describe("reading Transfer logs from an eth_getLogs answer's bytes", () => {
  const logs = [
    transferLog(5n),
    transferLog(maxUint256, { logIndex: '0x20', removed: true }),
    { ...transferLog(7n), topics: [...transferLog(7n).topics, `0x${'00'.repeat(32)}`] },
  ];
  const decode = transferDecoder(label);
  const parsed = (text: string) =>
    (JSON.parse(text) as { result: RpcTransferLog[] }).result.map(decode).filter((transfer) => transfer !== null);
  const fromAnswer = (text: string) => transferReader(label).fromAnswer(Buffer.from(text, 'utf8'));

  it.each([
    ['compact, as anvil writes it', JSON.stringify({ jsonrpc: '2.0', id: 1, result: logs })],
    ['pretty-printed', JSON.stringify({ jsonrpc: '2.0', id: 1, result: logs }, null, 2)],
    [
      'with its keys in another order and more of them',
      JSON.stringify({
        id: 1,
        result: logs.map((log) => ({
          removed: log.removed,
          logIndex: log.logIndex,
          transactionLogIndex: '0x0',
          data: log.data,
          blockHash: log.blockHash,
          topics: log.topics,
          transactionHash: log.transactionHash,
          blockNumber: log.blockNumber,
          address: log.address,
        })),
        jsonrpc: '2.0',
      }),
    ],
  ])('reads an answer %s as JSON.parse does', (_, text) => {
    expect(fromAnswer(text)).toEqual(parsed(text));
    expect(fromAnswer(text)).toHaveLength(1);
  });

  it('reads the logs of several blocks, upper-case hex and a pending log as JSON.parse does', () => {
    // Expected by hand: the pending log (no block) and the non-Transfer topic are left out; the other three
    // are read lower-cased, each with its block's number and hash.
    const other = transferLog(9n, {
      blockNumber: '0x3e9',
      blockHash: `0x${'EF'.repeat(32)}`,
      logIndex: '0xA',
      transactionHash: `0x${'12'.repeat(32)}`,
    });
    const upper = {
      ...transferLog(11n, { blockNumber: '0x3e9', blockHash: `0x${'EF'.repeat(32)}`, logIndex: '0xb' }),
      topics: [TRANSFER_TOPIC.toUpperCase().replace('0X', '0x'), ...transferLog(11n).topics.slice(1)],
    };
    const pending = transferLog(13n, { blockNumber: null, blockHash: null, logIndex: null });
    const approval = { ...transferLog(15n), topics: [`0x${'8c'.repeat(32)}`, ...transferLog(15n).topics.slice(1)] };
    const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: [transferLog(5n), other, upper, pending, approval] });

    const read = fromAnswer(text);

    expect(read).toEqual(parsed(text));
    expect(read?.map(({ value, logIndex, blockNumber, blockHash }) => ({ value, logIndex, blockNumber, blockHash }))).toEqual([
      { value: 5n, logIndex: 31, blockNumber: 1000n, blockHash: `0x${'ab'.repeat(32)}` },
      { value: 9n, logIndex: 10, blockNumber: 1001n, blockHash: `0x${'ef'.repeat(32)}` },
      { value: 11n, logIndex: 11, blockNumber: 1001n, blockHash: `0x${'ef'.repeat(32)}` },
    ]);
  });

  it('reads an empty list', () => {
    expect(fromAnswer('{"jsonrpc":"2.0","id":1,"result":[]}')).toEqual([]);
  });

  it('leaves an error, an escaped string, a nested object, a byte past ASCII or a log without data to JSON.parse', () => {
    expect(
      fromAnswer('{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"query returned more than 10000 results"}}'),
    ).toBeUndefined();
    expect(
      fromAnswer(JSON.stringify({ id: 1, result: [{ ...transferLog(1n), data: '0x\u0030' }] }).replace('"0x0"', '"0x\\u0030"')),
    ).toBeUndefined();
    expect(fromAnswer(JSON.stringify({ id: 1, result: [{ ...transferLog(1n), extra: { nested: true } }] }))).toBeUndefined();
    expect(fromAnswer(JSON.stringify({ id: 1, result: [{ ...transferLog(1n), note: 'é' }] }))).toBeUndefined();
    expect(fromAnswer(JSON.stringify({ id: 1, result: [{ ...transferLog(1n), data: null }] }))).toBeUndefined();
  });
});
