// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title Batch payments, with the ABI of Disperse.app's mainnet contract.
/// @notice The devnet places this code at Disperse's mainnet address (anvil_setCode), so a whale paying
/// several wallets in one transaction looks as it does on mainnet: one transaction, several transfers.
contract Disperse {
    error LengthMismatch();
    error TokenCallFailed(address token);
    error EtherPaymentFailed(address to, uint256 amount);

    /// Sends each recipient its value out of msg.value; what is left goes back to the sender.
    function disperseEther(address[] calldata recipients, uint256[] calldata values) external payable {
        if (recipients.length != values.length) revert LengthMismatch();
        for (uint256 i = 0; i < recipients.length; i++) _pay(recipients[i], values[i]);
        uint256 left = address(this).balance;
        if (left > 0) _pay(msg.sender, left);
    }

    /// Pulls the total from the sender (approve this contract first), then pays each recipient.
    function disperseToken(address token, address[] calldata recipients, uint256[] calldata values) external {
        if (recipients.length != values.length) revert LengthMismatch();
        uint256 total = 0;
        for (uint256 i = 0; i < values.length; i++) total += values[i];
        _callToken(token, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), total));
        for (uint256 i = 0; i < recipients.length; i++) {
            _callToken(token, abi.encodeWithSignature("transfer(address,uint256)", recipients[i], values[i]));
        }
    }

    /// Moves each value straight from the sender to its recipient (approve this contract first).
    function disperseTokenSimple(address token, address[] calldata recipients, uint256[] calldata values) external {
        if (recipients.length != values.length) revert LengthMismatch();
        for (uint256 i = 0; i < recipients.length; i++) {
            _callToken(token, abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, recipients[i], values[i]));
        }
    }

    function _pay(address to, uint256 amount) private {
        (bool paid, ) = payable(to).call{value: amount}("");
        if (!paid) revert EtherPaymentFailed(to, amount);
    }

    /// @dev Accepts tokens that return true and those that return nothing (as USDT does on mainnet).
    function _callToken(address token, bytes memory data) private {
        (bool ok, bytes memory returned) = token.call(data);
        if (!ok || token.code.length == 0 || (returned.length > 0 && !abi.decode(returned, (bool)))) revert TokenCallFailed(token);
    }
}
