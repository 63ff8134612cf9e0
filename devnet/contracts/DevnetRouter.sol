// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title A stand-in for a DEX router on the devnet.
/// @notice Not a market: the caller names both sides of a trade (the devnet quotes them from its price
/// table) and the router pays out of its own inventory, which the devnet's treasury keeps stocked. The
/// devnet places this code at Uniswap's router addresses (anvil_setCode), so a swap there looks like one
/// on mainnet: the trader's transaction goes to the router, one asset leaves the trader and another
/// comes back from the router in the same transaction. No immutables and no storage, so the same
/// runtime code serves at any address.
contract DevnetRouter {
    /// @dev address(0) stands for ether.
    event Swap(address indexed trader, address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut);

    error SameAsset(address token);
    error NoEther();
    error TokenCallFailed(address token);
    error EtherPaymentFailed(address to, uint256 amount);

    /// Pays msg.value in ether, receives `amountOut` of `tokenOut`.
    function swapExactETHForTokens(address tokenOut, uint256 amountOut) external payable {
        if (msg.value == 0) revert NoEther();
        _callToken(tokenOut, abi.encodeWithSignature("transfer(address,uint256)", msg.sender, amountOut));
        emit Swap(msg.sender, address(0), msg.value, tokenOut, amountOut);
    }

    /// Pays `amountIn` of `tokenIn` (pulled with transferFrom, so approve the router first), receives `amountOut` of `tokenOut`.
    function swapExactTokensForTokens(address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut) external {
        if (tokenIn == tokenOut) revert SameAsset(tokenIn);
        _callToken(tokenIn, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amountIn));
        _callToken(tokenOut, abi.encodeWithSignature("transfer(address,uint256)", msg.sender, amountOut));
        emit Swap(msg.sender, tokenIn, amountIn, tokenOut, amountOut);
    }

    /// Pays `amountIn` of `tokenIn` (pulled with transferFrom), receives `amountOut` wei.
    function swapExactTokensForETH(address tokenIn, uint256 amountIn, uint256 amountOut) external {
        _callToken(tokenIn, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amountIn));
        (bool paid, ) = payable(msg.sender).call{value: amountOut}("");
        if (!paid) revert EtherPaymentFailed(msg.sender, amountOut);
        emit Swap(msg.sender, tokenIn, amountIn, address(0), amountOut);
    }

    /// @dev Accepts tokens that return true and those that return nothing (as USDT does on mainnet).
    function _callToken(address token, bytes memory data) private {
        (bool ok, bytes memory returned) = token.call(data);
        if (!ok || token.code.length == 0 || (returned.length > 0 && !abi.decode(returned, (bool)))) revert TokenCallFailed(token);
    }
}
