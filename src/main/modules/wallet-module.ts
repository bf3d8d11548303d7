import { ContainerModule } from 'inversify';
import { ChainReader } from '../../application/ports/chain-reader';
import { Wallet } from '../../application/ports/wallet';
import { RegisterEoa } from '../../application/wallet/register-eoa';
import { discoverMetaMask } from '../../infrastructure/wallet/discover-metamask';
import { EthersChainReader } from '../../infrastructure/wallet/ethers-chain-reader';
import { MetaMaskWallet } from '../../infrastructure/wallet/metamask-wallet';
import { AppConfig } from '../config';

/** The wallet area: MetaMask (one per app), per-chain readers and EOA registration. */
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
    .toResolvedValue((config: AppConfig) => new EthersChainReader((chain) => config.rpcUrls[chain.rpcConfigKey]), [AppConfig])
    .inSingletonScope();
  bind(ChainReader).toService(EthersChainReader);
  bind(RegisterEoa).toSelf().inSingletonScope();
});
