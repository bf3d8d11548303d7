import { ContainerModule } from 'inversify';
import { EditionSheets } from '../../application/editions/edition-sheets';
import { EditionsDrafts } from '../../application/editions/editions-drafts';
import { OpenEditions } from '../../application/editions/open-editions';
import { SaveEditedRows } from '../../application/editions/save-edited-rows';
import { SaveEditions } from '../../application/editions/save-editions';
import { TokenVersions } from '../../application/editions/token-versions';
import { EditionDraftStore } from '../../application/ports/edition-draft-store';
import { EditionFiles } from '../../application/ports/edition-files';
import { PapaparseEditionFiles } from '../../infrastructure/files/papaparse-edition-files';
import { IdbKeyvalEditionDraftStore } from '../../infrastructure/storage/idb-keyval-edition-draft-store';

/**
 * The editions editor: opening, drafts, batched saving and its sheets (use cases), its spreadsheet
 * files and its IndexedDB drafts (libraries load on first use).
 */
export const editionsModule = new ContainerModule(({ bind }) => {
  bind(OpenEditions).toSelf().inSingletonScope();
  bind(EditionsDrafts).toSelf().inSingletonScope();
  bind(SaveEditions).toSelf().inSingletonScope();
  // One tab's token versions: what the editor opened, what each save is based on.
  bind(TokenVersions).toSelf().inSingletonScope();
  bind(SaveEditedRows).toSelf().inSingletonScope();
  bind(EditionSheets).toSelf().inSingletonScope();
  bind(EditionFiles)
    .toResolvedValue(() => new PapaparseEditionFiles())
    .inSingletonScope();
  bind(EditionDraftStore)
    .toResolvedValue(() => new IdbKeyvalEditionDraftStore())
    .inSingletonScope();
});
