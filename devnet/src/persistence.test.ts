import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { erc20Abi } from 'viem';
import { DEVNET_L2 } from './chains';
import { DEVNET_ROUTER_ADDRESS } from './counterparties';
import { stateFile } from './data-dir';
import { startDevnet, type Devnet } from './devnet';
import { devnetClient, transferEvent, waitForBlock } from './testing/chain-reads';
import { tokenBySymbol } from './tokens';

const usdc = tokenBySymbol('USDC').address;
let dataDir: string;
const running: Devnet[] = [];

async function start(log: string[]): Promise<Devnet> {
  const devnet = await startDevnet({ port: 0, dataDir, history: 200, blockTimeSeconds: 1, log: (line) => log.push(line) });
  running.push(devnet);
  return devnet;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-devnet-'));
});

afterAll(async () => {
  await Promise.all(running.map((devnet) => devnet.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a devnet with a data directory', () => {
  it('keeps its blocks, logs and balances across a restart, does not reseed, and keeps simulating', async () => {
    const firstLog: string[] = [];
    const first = await start(firstLog);
    let client = devnetClient(first.rpcUrl);
    await waitForBlock(client, (await client.getBlockNumber()) + 2n);
    const head = await client.getBlockNumber();
    const block = await client.getBlock({ blockNumber: 10n });
    const transfers = await client.getLogs({ event: transferEvent, fromBlock: 0n, toBlock: head });
    expect(firstLog.some((line) => line.startsWith('seeding'))).toBe(true);
    await first.stop();
    expect(fs.existsSync(stateFile(dataDir))).toBe(true);

    const secondLog: string[] = [];
    const second = await start(secondLog);
    client = devnetClient(second.rpcUrl);
    expect(secondLog.some((line) => line.startsWith('seeding'))).toBe(false);
    expect(secondLog.some((line) => line.startsWith('resumed'))).toBe(true);
    expect(second.whales).toEqual(first.whales);
    expect(await client.getCode({ address: DEVNET_ROUTER_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}$/);

    const resumedHead = await client.getBlockNumber();
    expect(resumedHead).toBeGreaterThanOrEqual(head);
    expect((await client.getBlock({ blockNumber: 10n })).hash).toBe(block.hash);
    const transfersAgain = await client.getLogs({ event: transferEvent, fromBlock: 0n, toBlock: head });
    expect(transfersAgain.map((log) => log.transactionHash)).toEqual(transfers.map((log) => log.transactionHash));
    const receipt = await client.getTransactionReceipt({ hash: transfers[0].transactionHash });
    expect(receipt.blockNumber).toBe(transfers[0].blockNumber);
    const whaleUsdc = await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [second.whales[0]] });
    expect(whaleUsdc).toBeGreaterThan(0n);

    await waitForBlock(client, resumedHead + 3n);
    const newTransfers = await client.getLogs({ event: transferEvent, fromBlock: resumedHead + 1n, toBlock: resumedHead + 3n });
    expect(newTransfers.length).toBeGreaterThan(0);
    const newBlock = await client.getBlock({ blockNumber: resumedHead + 1n });
    expect(newBlock.timestamp).toBeGreaterThanOrEqual((await client.getBlock({ blockNumber: resumedHead })).timestamp);
  }, 40_000);

  it("refuses to run the L2 on the L1's directory, also one recorded before the devnet had an L2", async () => {
    const record = path.join(dataDir, 'devnet.json');
    const l2 = { port: 0, dataDir, history: 20, simulate: false, chain: DEVNET_L2 };
    await expect(startDevnet(l2)).rejects.toThrow(`${dataDir} holds the chain with id 31337, not 31338`);
    const { chainId, ...before } = JSON.parse(fs.readFileSync(record, 'utf8')) as { chainId: number };
    expect(chainId).toBe(31337);
    fs.writeFileSync(record, JSON.stringify(before));
    await expect(startDevnet(l2)).rejects.toThrow('holds the chain with id 31337, not 31338');
  });

  it('starts over when the directory holds a state file without a finished seeding', async () => {
    const unfinished = fs.mkdtempSync(path.join(os.tmpdir(), 'whalewatch-devnet-'));
    fs.writeFileSync(stateFile(unfinished), '{"half": "written"');
    const log: string[] = [];
    try {
      const devnet = await startDevnet({ port: 0, dataDir: unfinished, history: 20, simulate: false, log: (line) => log.push(line) });
      running.push(devnet);
      expect(log.some((line) => line.startsWith('seeding'))).toBe(true);
      await devnet.stop();
      expect(fs.existsSync(path.join(unfinished, 'devnet.json'))).toBe(true);
    } finally {
      fs.rmSync(unfinished, { recursive: true, force: true });
    }
  }, 20_000);
});
