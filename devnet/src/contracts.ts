// The compiled contracts (artifacts committed beside their sources in devnet/contracts/, written by
// `npm run compile`) and placing them at a chain's well-known addresses with anvil_setCode.
import { concatHex, encodeAbiParameters, parseAbi, stringToHex, toHex, type Hex } from 'viem';
import tokenArtifact from '../contracts/DevnetToken.json';
import multicallArtifact from '../contracts/Multicall3.json';
import routerArtifact from '../contracts/DevnetRouter.json';
import disperseArtifact from '../contracts/Disperse.json';
import contractWalletArtifact from '../contracts/DevnetContractWallet.json';
import type { DevnetChainProfile } from './chains';
import { asHex, type Rpc } from './rpc';
import type { Address, DevnetToken } from './tokens';

export { MULTICALL3_ADDRESS } from './counterparties';

/** The devnet token's one addition to the ERC-20 ABI (viem's `erc20Abi` covers the rest). */
export const tokenMintAbi = parseAbi(['function mint(address to, uint256 value)', 'function minter() view returns (address)']);

/** The devnet router's swaps (contracts/DevnetRouter.sol); address(0) stands for ether in `Swap`. */
export const routerAbi = parseAbi([
  'function swapExactETHForTokens(address tokenOut, uint256 amountOut) payable',
  'function swapExactTokensForTokens(address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut)',
  'function swapExactTokensForETH(address tokenIn, uint256 amountIn, uint256 amountOut)',
  'event Swap(address indexed trader, address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut)',
]);

/** Disperse.app's batch payments (contracts/Disperse.sol). */
export const disperseAbi = parseAbi([
  'function disperseEther(address[] recipients, uint256[] values) payable',
  'function disperseToken(address token, address[] recipients, uint256[] values)',
  'function disperseTokenSimple(address token, address[] recipients, uint256[] values)',
]);

export const TOKEN_ARTIFACT = { abi: tokenArtifact.abi, bytecode: asHex(tokenArtifact.bytecode, 'DevnetToken bytecode') };
export const MULTICALL3_ARTIFACT = {
  abi: multicallArtifact.abi,
  deployedBytecode: asHex(multicallArtifact.deployedBytecode, 'Multicall3 deployedBytecode'),
};
export const DISPERSE_ARTIFACT = {
  abi: disperseArtifact.abi,
  deployedBytecode: asHex(disperseArtifact.deployedBytecode, 'Disperse deployedBytecode'),
};
export const ROUTER_ARTIFACT = {
  abi: routerArtifact.abi,
  deployedBytecode: asHex(routerArtifact.deployedBytecode, 'DevnetRouter deployedBytecode'),
};

/**
 * A minimal EIP-1271 smart-contract wallet (contracts/DevnetContractWallet.sol): its owner's signature of a
 * hash is the wallet's. Not placed on the chain: tests deploy one with their owner (constructor argument).
 */
export const CONTRACT_WALLET_ARTIFACT = {
  abi: parseAbi([
    'constructor(address owner)',
    'function owner() view returns (address)',
    'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  ]),
  bytecode: asHex(contractWalletArtifact.bytecode, 'DevnetContractWallet bytecode'),
};

/** Creation code for one token: the compiled bytecode followed by its constructor arguments. */
export function tokenCreationCode(token: DevnetToken, minter: Address): Hex {
  const args = encodeAbiParameters(
    [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint8' }, { type: 'address' }],
    [stringToHex(token.name, { size: 32 }), stringToHex(token.symbol, { size: 32 }), token.decimals, minter],
  );
  return concatHex([TOKEN_ARTIFACT.bytecode, args]);
}

/**
 * Puts the router at the chain's Uniswap router addresses and Disperse at its own (where the chain has
 * one); also on a resumed chain, which may predate them.
 */
export async function placeRouters(rpc: Rpc, chain: DevnetChainProfile): Promise<void> {
  await rpc.batch([
    ...chain.routerAddresses.map((address) => ({ method: 'anvil_setCode', params: [address, ROUTER_ARTIFACT.deployedBytecode] })),
    ...(chain.disperseAddress ? [{ method: 'anvil_setCode', params: [chain.disperseAddress, DISPERSE_ARTIFACT.deployedBytecode] }] : []),
  ]);
}

/**
 * Puts Multicall3, the routers and the chain's tokens at that chain's addresses. A token's runtime code
 * (with its immutables filled in) is what an eth_call of its creation code returns, so nothing is deployed.
 */
export async function placeContracts(rpc: Rpc, minter: Address, chain: DevnetChainProfile): Promise<void> {
  const runtimeCodes = await rpc.batch(
    chain.tokens.map((token) => ({
      method: 'eth_call',
      params: [{ data: tokenCreationCode(token, minter), gas: toHex(10_000_000) }, 'latest'],
    })),
  );
  await rpc.batch([
    { method: 'anvil_setCode', params: [chain.multicall3Address, MULTICALL3_ARTIFACT.deployedBytecode] },
    ...chain.tokens.map((token, index) => ({
      method: 'anvil_setCode',
      params: [token.address, asHex(runtimeCodes[index], `${token.symbol} runtime code`)],
    })),
  ]);
  await placeRouters(rpc, chain);
}
