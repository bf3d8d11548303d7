import { ContainerModule } from 'inversify';
import { EditionSheets } from '../../application/editions/edition-sheets';
import { EditionsDrafts } from '../../application/editions/editions-drafts';
import { OpenEditions } from '../../application/editions/open-editions';
import { SaveEditedRows } from '../../application/editions/save-edited-rows';
import { SaveEditions } from '../../application/editions/save-editions';
import { TokenVersions } from '../../application/editions/token-versions';
import { BulkImageUploads } from '../../application/images/bulk-image-uploads';
import { EditionDraftStore } from '../../application/ports/edition-draft-store';
import { UploadConcurrency } from '../../application/ports/upload-concurrency';
import { browserUploadConcurrency } from '../../infrastructure/http/browser-upload-concurrency';
import { AppConfig } from '../config';
import { EditionFiles } from '../../application/ports/edition-files';
import { PapaparseEditionFiles } from '../../infrastructure/files/papaparse-edition-files';
import { IdbKeyvalEditionDraftStore } from '../../infrastructure/storage/idb-keyval-edition-draft-store';

/**
 * The editions editor: opening, drafts, batched saving, its sheets and its bulk image uploads (use
 * cases), its spreadsheet files, its IndexedDB drafts (libraries load on first use) and how many
 * images go at once.
 */
export const editionsModule = new ContainerModule(({ bind }) => {
  bind(OpenEditions).toSelf().inSingletonScope();
  bind(EditionsDrafts).toSelf().inSingletonScope();
  bind(SaveEditions).toSelf().inSingletonScope();
  // One tab's token versions: what the editor opened, what each save is based on.
  bind(TokenVersions).toSelf().inSingletonScope();
  bind(SaveEditedRows).toSelf().inSingletonScope();
  bind(EditionSheets).toSelf().inSingletonScope();
  bind(BulkImageUploads).toSelf().inSingletonScope();
  bind(UploadConcurrency)
    .toResolvedValue((config: AppConfig) => browserUploadConcurrency(config.creatorsApiUrl), [AppConfig])
    .inSingletonScope();
  bind(EditionFiles)
    .toResolvedValue(() => new PapaparseEditionFiles())
    .inSingletonScope();
  bind(EditionDraftStore)
    .toResolvedValue(() => new IdbKeyvalEditionDraftStore())
    .inSingletonScope();
});
