import { ContainerModule } from 'inversify';
import { FormDrafts } from '../../application/drafts/form-drafts';
import { CreateCreator } from '../../application/me/create-creator';
import { SubmitCreator } from '../../application/me/submit-creator';
import { UpdatePhone } from '../../application/me/update-phone';
import { DraftStore } from '../../application/ports/draft-store';
import { LocalStorageDraftStore } from '../../infrastructure/storage/local-storage-draft-store';
import { TabIdentity } from '../../application/ports/tab-identity';
import { SessionStorageTabIdentity } from '../../infrastructure/storage/session-storage-tab-identity';
import { ImageSizeReader } from '../../application/ports/image-size-reader';
import { ImageFactsReader } from '../../application/ports/image-facts-reader';
import { readImageSize } from '../../infrastructure/images/browser-image-size-reader';
import { readImageFactsInWorker } from '../../infrastructure/images/worker-image-facts-reader';
import { UploadImage } from '../../application/images/upload-image';
import { FormServices } from '../../presentation/shared/forms/form-services';

/**
 * The personal area (info, company, creators) and the draft mechanism every form shares:
 * DraftStore (localStorage), the tab's identity (sessionStorage), FormDrafts and the forms' FormServices are bound here once for all areas, and so is the one
 * image upload (UploadImage with the browser's decoder) of every screen.
 */
export const personalModule = new ContainerModule(({ bind }) => {
  bind(DraftStore)
    .toResolvedValue(() => new LocalStorageDraftStore())
    .inSingletonScope();
  // Drafts are kept per tab: the tab's id lives in session storage (a duplicated tab takes a new one).
  bind(TabIdentity)
    .toResolvedValue(() => {
      const tab = new SessionStorageTabIdentity();
      tab.start();
      return tab;
    })
    .inSingletonScope();
  bind(FormDrafts).toSelf().inSingletonScope();
  // The forms' services (drafts and their owner, reporter, notices): stateless, one for every form's view-model.
  bind(FormServices).toSelf().inSingletonScope();

  bind(UpdatePhone).toSelf().inSingletonScope();
  bind(CreateCreator).toSelf().inSingletonScope();
  bind(SubmitCreator).toSelf().inSingletonScope();
  bind(ImageSizeReader).toConstantValue(readImageSize);
  bind(ImageFactsReader).toConstantValue(readImageFactsInWorker);
  bind(UploadImage).toSelf().inSingletonScope();
});
