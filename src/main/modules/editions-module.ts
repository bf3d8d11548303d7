import { ContainerModule } from 'inversify';
import { SaveEditions } from '../../application/editions/save-editions';
import { EditionDraftStore } from '../../application/ports/edition-draft-store';
import { EditionFiles } from '../../application/ports/edition-files';
import { PapaparseEditionFiles } from '../../infrastructure/files/papaparse-edition-files';
import { IdbKeyvalEditionDraftStore } from '../../infrastructure/storage/idb-keyval-edition-draft-store';

/** The editions editor: batched saving, its spreadsheet files and its IndexedDB drafts (libraries load on first use). */
export const editionsModule = new ContainerModule(({ bind }) => {
  bind(SaveEditions).toSelf().inSingletonScope();
  bind(EditionFiles).toResolvedValue(() => new PapaparseEditionFiles()).inSingletonScope();
  bind(EditionDraftStore).toResolvedValue(() => new IdbKeyvalEditionDraftStore()).inSingletonScope();
});
