// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title A plain ERC-20 for the devnet.
/// @notice Name, symbol, decimals and minter are immutables, so they live in the runtime code: the devnet
/// copies that code to a token's mainnet address (anvil_setCode) and balances start in that address's
/// own storage.
contract DevnetToken {
    bytes32 private immutable NAME;
    bytes32 private immutable SYMBOL;
    uint8 private immutable DECIMALS;
    address public immutable minter;

    uint256 public totalSupply;
    mapping(address owner => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error NotMinter(address caller);

    constructor(bytes32 name_, bytes32 symbol_, uint8 decimals_, address minter_) {
        NAME = name_;
        SYMBOL = symbol_;
        DECIMALS = decimals_;
        minter = minter_;
    }

    function name() external view returns (string memory) {
        return _text(NAME);
    }

    function symbol() external view returns (string memory) {
        return _text(SYMBOL);
    }

    function decimals() external view returns (uint8) {
        return DECIMALS;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    /// @dev An unlimited allowance (2^256 - 1) is never spent down, as in OpenZeppelin's ERC-20.
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function mint(address to, uint256 value) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        balanceOf[from] = balance - value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    /// @dev A short string packed left-aligned into bytes32, up to its first zero byte.
    function _text(bytes32 packed) private pure returns (string memory) {
        uint256 length = 0;
        while (length < 32 && packed[length] != 0) length++;
        bytes memory text = new bytes(length);
        for (uint256 i = 0; i < length; i++) text[i] = packed[i];
        return string(text);
    }
}
