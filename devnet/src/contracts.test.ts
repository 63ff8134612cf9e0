import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { erc20Abi, multicall3Abi, toFunctionSignature, type AbiFunction } from 'viem';
import { DISPERSE_ARTIFACT, disperseAbi, MULTICALL3_ARTIFACT, ROUTER_ARTIFACT, routerAbi, TOKEN_ARTIFACT } from './contracts';

const signatures = (abi: readonly unknown[]) =>
  abi
    .filter((item): item is AbiFunction => (item as { type?: unknown }).type === 'function')
    .map((fn) => toFunctionSignature(fn).replace(/ /g, ''));

describe('contract artifacts', () => {
  it('match a fresh compile of the Solidity sources with the solc npm package', () => {
    const script = path.join(__dirname, '..', 'scripts', 'compile-contracts.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 30_000);

  it('give the token every ERC-20 function plus mint', () => {
    const token = signatures(TOKEN_ARTIFACT.abi);
    expect(token).toEqual(expect.arrayContaining([...signatures(erc20Abi), 'mint(address,uint256)']));
  });

  it("give Multicall3 mds1/multicall's ABI, which includes what viem's multicall calls", () => {
    const multicall3 = signatures(MULTICALL3_ARTIFACT.abi);
    expect(multicall3).toEqual(expect.arrayContaining(signatures(multicall3Abi)));
    expect([...multicall3].sort()).toEqual(
      [
        'aggregate((address,bytes)[])',
        'aggregate3((address,bool,bytes)[])',
        'aggregate3Value((address,bool,uint256,bytes)[])',
        'blockAndAggregate((address,bytes)[])',
        'getBasefee()',
        'getBlockHash(uint256)',
        'getBlockNumber()',
        'getChainId()',
        'getCurrentBlockCoinbase()',
        'getCurrentBlockDifficulty()',
        'getCurrentBlockGasLimit()',
        'getCurrentBlockTimestamp()',
        'getEthBalance(address)',
        'getLastBlockHash()',
        'tryAggregate(bool,(address,bytes)[])',
        'tryBlockAndAggregate(bool,(address,bytes)[])',
      ].sort(),
    );
  });

  it('give the router the three swaps the devnet calls, and runtime code to place at the router addresses', () => {
    expect([...signatures(ROUTER_ARTIFACT.abi)].sort()).toEqual(
      [
        'swapExactETHForTokens(address,uint256)',
        'swapExactTokensForETH(address,uint256,uint256)',
        'swapExactTokensForTokens(address,uint256,address,uint256)',
      ].sort(),
    );
    expect(signatures(ROUTER_ARTIFACT.abi)).toEqual(expect.arrayContaining(signatures(routerAbi)));
    expect(ROUTER_ARTIFACT.deployedBytecode.length).toBeGreaterThan(2);
  });

  it("give Disperse the ABI of Disperse.app's mainnet contract", () => {
    expect([...signatures(DISPERSE_ARTIFACT.abi)].sort()).toEqual(
      [
        'disperseEther(address[],uint256[])',
        'disperseToken(address,address[],uint256[])',
        'disperseTokenSimple(address,address[],uint256[])',
      ].sort(),
    );
    expect(signatures(DISPERSE_ARTIFACT.abi)).toEqual(expect.arrayContaining(signatures(disperseAbi)));
  });
});
