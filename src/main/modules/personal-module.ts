import { ContainerModule } from 'inversify';
import { FormDrafts } from '../../application/drafts/form-drafts';
import { CreateCreator } from '../../application/me/create-creator';
import { SubmitCreator } from '../../application/me/submit-creator';
import { UpdatePhone } from '../../application/me/update-phone';
import { DraftStore } from '../../application/ports/draft-store';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { ImageSizeReader, readImageSize } from '../../presentation/shared/images/image-size-reader';

/**
 * The personal area (info, company, creators) and the draft mechanism every form shares:
 * DraftStore (localStorage) and FormDrafts are bound here once for all areas.
 */
export const personalModule = new ContainerModule(({ bind }) => {
  bind(DraftStore).toResolvedValue(() => new LocalStorageDraftStore()).inSingletonScope();
  bind(FormDrafts).toSelf().inSingletonScope();

  bind(UpdatePhone).toSelf().inSingletonScope();
  bind(CreateCreator).toSelf().inSingletonScope();
  bind(SubmitCreator).toSelf().inSingletonScope();
  bind(ImageSizeReader).toConstantValue(readImageSize);

});
