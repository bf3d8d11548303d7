import { ContainerModule } from 'inversify';
import { DeployContract } from '../../application/deploy/deploy-contract';
import { PendingDeploys } from '../../application/deploy/pending-deploys';
import { ChainReader } from '../../application/ports/chain-reader';
import { ContractDeployer } from '../../application/ports/contract-deployer';
import { Wallet } from '../../application/ports/wallet';
import { RegisterEoa } from '../../application/wallet/register-eoa';
import { RegisteredEoa } from '../../application/wallet/registered-eoa';
import { discoverMetaMask } from '../../infrastructure/wallet/discover-metamask';
import { EthersChainReader } from '../../infrastructure/wallet/ethers-chain-reader';
import { EthersContractDeployer } from '../../infrastructure/wallet/ethers-contract-deployer';
import { MetaMaskWallet } from '../../infrastructure/wallet/metamask-wallet';
import { AppConfig } from '../config';

/** The wallet area: MetaMask (one per app), per-chain readers, EOA registration and contract deploys. */
export const walletModule = new ContainerModule(({ bind }) => {
  bind(Wallet)
    .toResolvedValue(
      (config: AppConfig) =>
        new MetaMaskWallet({
          discover: () => discoverMetaMask(window),
          rpcUrlFor: (chain) => config.rpcUrls[chain.rpcConfigKey],
          storage: typeof localStorage === 'undefined' ? null : localStorage,
        }),
      [AppConfig],
    )
    .inSingletonScope();
  bind(EthersChainReader)
    .toResolvedValue(
      (config: AppConfig) => new EthersChainReader((chain) => config.rpcUrls[chain.rpcConfigKey]),
      [AppConfig],
    )
    .inSingletonScope();
  bind(ChainReader).toService(EthersChainReader);
  bind(RegisterEoa).toSelf().inSingletonScope();
  bind(RegisteredEoa).toSelf().inSingletonScope();
  // Deploys from the contract step: sent through MetaMask, followed on the chain's own endpoint.
  bind(ContractDeployer)
    .toResolvedValue(
      (reader: EthersChainReader) => new EthersContractDeployer({ reader, discover: () => discoverMetaMask(window) }),
      [EthersChainReader],
    )
    .inSingletonScope();
  bind(PendingDeploys).toSelf().inSingletonScope();
  bind(DeployContract).toSelf().inSingletonScope();
});
