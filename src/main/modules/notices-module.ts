import { ContainerModule } from 'inversify';
import { SetupGuide } from '../../application/launchpads/setup-guide';
import { Notices } from '../../presentation/shared/forms/notices';
import { MantineNotices } from '../../presentation/shell/mantine-notices';

/**
 * Toasts (requirements §9): only the signed-in areas' view-models tell the creator through them, so this
 * is a signed-in area (src/main/modules/area-modules.ts); the toast library loads at the first one.
 */
export const noticesModule = new ContainerModule(({ bind }) => {
  bind(Notices)
    .toResolvedValue((guide: SetupGuide) => new MantineNotices(guide), [SetupGuide])
    .inSingletonScope();
});
