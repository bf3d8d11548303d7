// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import "@openzeppelin/contracts/token/common/ERC2981.sol";
import "@openzeppelin/contracts/access/Ownable.sol";

/// A single-edition (1/1) collection deployed from the contract step. The deploying account (the
/// creator's registered EOA) is the owner, so the step's owner check reports 일치 right away.
contract CreatorsLab721 is ERC721, ERC2981, Ownable {
    string private baseTokenURI;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    /// Only the owner mints; token ids are chosen by the owner (the editions' token ids).
    function mint(address to, uint256 tokenId) external onlyOwner {
        _safeMint(to, tokenId);
    }

    /// tokenURI(id) is baseURI + id.
    function setBaseURI(string calldata baseURI_) external onlyOwner {
        baseTokenURI = baseURI_;
    }

    /// ERC-2981 royalties for every token, in basis points of 10000.
    function setDefaultRoyalty(address receiver, uint96 feeNumerator) external onlyOwner {
        _setDefaultRoyalty(receiver, feeNumerator);
    }

    function _baseURI() internal view override returns (string memory) {
        return baseTokenURI;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
