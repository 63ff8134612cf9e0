// The compiled contracts (artifacts committed beside their sources in devnet/contracts/, written by
// `npm run compile`) and placing them at their well-known addresses with anvil_setCode.
import { concatHex, encodeAbiParameters, parseAbi, stringToHex, toHex, type Hex } from 'viem';
import tokenArtifact from '../contracts/DevnetToken.json';
import multicallArtifact from '../contracts/Multicall3.json';
import { asHex, type Rpc } from './rpc';
import { DEVNET_TOKENS, type Address, type DevnetToken } from './tokens';

/** Where Multicall3 lives on most chains, and where viem's `multicall` looks for it. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** The devnet token's one addition to the ERC-20 ABI (viem's `erc20Abi` covers the rest). */
export const tokenMintAbi = parseAbi(['function mint(address to, uint256 value)', 'function minter() view returns (address)']);

export const TOKEN_ARTIFACT = { abi: tokenArtifact.abi, bytecode: asHex(tokenArtifact.bytecode, 'DevnetToken bytecode') };
export const MULTICALL3_ARTIFACT = {
  abi: multicallArtifact.abi,
  deployedBytecode: asHex(multicallArtifact.deployedBytecode, 'Multicall3 deployedBytecode'),
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
 * Puts Multicall3 and the ten tokens at their mainnet addresses. A token's runtime code (with its
 * immutables filled in) is what an eth_call of its creation code returns, so nothing is deployed.
 */
export async function placeContracts(rpc: Rpc, minter: Address): Promise<void> {
  const runtimeCodes = await rpc.batch(
    DEVNET_TOKENS.map((token) => ({
      method: 'eth_call',
      params: [{ data: tokenCreationCode(token, minter), gas: toHex(10_000_000) }, 'latest'],
    })),
  );
  await rpc.batch([
    { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, MULTICALL3_ARTIFACT.deployedBytecode] },
    ...DEVNET_TOKENS.map((token, index) => ({
      method: 'anvil_setCode',
      params: [token.address, asHex(runtimeCodes[index], `${token.symbol} runtime code`)],
    })),
  ]);
}
