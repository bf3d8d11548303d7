// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import "@openzeppelin/contracts/token/common/ERC2981.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

/// A multi-edition collection deployed from the contract step. ERC-1155 has no name or symbol of
/// its own; they are kept here so the step's check (and marketplaces) can read them.
contract CreatorsLab1155 is ERC1155, ERC2981, Ownable {
    string public name;
    string public symbol;

    constructor(string memory name_, string memory symbol_) ERC1155("") {
        name = name_;
        symbol = symbol_;
    }

    /// Only the owner mints `amount` copies of edition `id`.
    function mint(address to, uint256 id, uint256 amount, bytes calldata data) external onlyOwner {
        _mint(to, id, amount, data);
    }

    /// uri(id) is this URI, with {id} replaced by clients (ERC-1155 metadata).
    function setURI(string calldata uri_) external onlyOwner {
        _setURI(uri_);
    }

    /// ERC-2981 royalties for every edition, in basis points of 10000.
    function setDefaultRoyalty(address receiver, uint96 feeNumerator) external onlyOwner {
        _setDefaultRoyalty(receiver, feeNumerator);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
