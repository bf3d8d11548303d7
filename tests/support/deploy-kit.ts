import { DeployContract, type DeployInput } from '../../src/application/deploy/deploy-contract';
import { pendingDeployFormat } from '../../src/application/deploy/pending-deploys';
import { draftKey } from '../../src/application/drafts/draft-key';
import { sampleErc721Reading } from '../fakes/sample-data';
import { createTestContainer } from './test-container';

/** The registered EOA the fake wallet connects, and where a deploy from it lands. */
export const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const DEPLOYED = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const SEPOLIA = 11155111;
export const USER = 'user-1';
/** Launchpad 5 of the fake API: multi edition on Sepolia, no contract yet. */
export const MULTI_ON_SEPOLIA = 5;

/**
 * DeployContract for launchpad 5, signed in with the wallet connected, and the chain showing at the
 * deployed address what the deploy leaves there: an Ownable ERC-1155 named `name`, owned by the EOA.
 * `typed` is the name as the form sends it (the deploy trims it).
 */
export async function makeDeployKit({ name, symbol, typed = name }: { name: string; symbol: string; typed?: string }) {
  const kit = createTestContainer();
  await kit.signIn();
  await kit.wallet.connect();
  kit.chainReader.put(
    sampleErc721Reading(EOA, { address: DEPLOYED, supportsErc721: false, supportsErc1155: true, name, symbol }),
  );
  const input: DeployInput = {
    userId: USER,
    launchpadId: MULTI_ON_SEPOLIA,
    collectionType: 'MULTI',
    chainId: SEPOLIA,
    name: typed,
    symbol,
    eoa: EOA,
  };
  /** The pending deploy kept among the drafts (from the moment the wallet returned its hash), or null. */
  const pendingDeploy = () =>
    kit.draftStore.read(draftKey({ userId: USER, form: pendingDeployFormat.form, recordId: MULTI_ON_SEPOLIA }))
      ?.value ?? null;
  return { ...kit, useCase: kit.container.get(DeployContract), input, pendingDeploy };
}
