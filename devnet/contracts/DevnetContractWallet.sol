// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title A minimal smart-contract wallet with one owner, for tests of EIP-1271 sign-in.
/// @notice A signature is the wallet's when its owner (an ordinary account) signed the hash with its key:
/// a dapp that asks `isValidSignature(hashMessage(message), signature)` learns that the owner's
/// personal_sign of the message is this wallet's. It holds nothing and does nothing else.
contract DevnetContractWallet {
    /// EIP-1271's answer for a valid signature: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    /// The upper bound of a signature's `s` (EIP-2): above it a signature is a malleated copy.
    uint256 internal constant MAX_S = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// MAGIC_VALUE when `signature` (r, s, v: 65 bytes) is the owner's signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > MAX_S || (v != 27 && v != 28)) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}
