import { expect } from 'vitest';
import { FormDrafts } from '../../src/application/drafts/form-drafts';
import { EditionSheets } from '../../src/application/editions/edition-sheets';
import { EditionsDrafts } from '../../src/application/editions/editions-drafts';
import { OpenEditions } from '../../src/application/editions/open-editions';
import { SaveEditedRows } from '../../src/application/editions/save-edited-rows';
import { SaveEditions } from '../../src/application/editions/save-editions';
import { BulkImageUploads } from '../../src/application/images/bulk-image-uploads';
import { UploadImage } from '../../src/application/images/upload-image';
import type { ImageFactsReader } from '../../src/application/ports/image-facts-reader';
import { LaunchGuard } from '../../src/application/launchpads/launch-lock';
import { LaunchpadCache } from '../../src/application/launchpads/launchpad-cache';
import type { EditionFiles } from '../../src/application/ports/edition-files';
import { PapaparseEditionFiles } from '../../src/infrastructure/files/papaparse-edition-files';
import type { EditionColumn } from '../../src/domain/editions/edition-values';
import { TanstackReadCache } from '../../src/infrastructure/cache/tanstack-read-cache';
import { EditionsEditorViewModel } from '../../src/presentation/editions/editions-editor-view-model';
import { FormServices } from '../../src/presentation/shared/forms/form-services';
import { createQueryClient } from '../../src/infrastructure/cache/query-client';
import { fakeAreaApis } from '../fakes/fake-area-apis';
import { FakeCreatorsServer } from '../fakes/fake-creators-server';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';
import { FakeNotices } from '../fakes/fake-notices';
import { FixedClock } from '../fakes/fixed-clock';
import { InMemoryDraftStore } from '../fakes/in-memory-draft-store';
import { InMemoryEditionDraftStore } from '../fakes/in-memory-edition-draft-store';
import { sampleTokens } from '../fakes/sample-data';
import { untilDraftKept } from './draft-wait';
import { startWorkspacePage } from './workspace-page';
import { FixedTabIdentity } from '../fakes/fixed-tab-identity';
import { TokenVersions } from '../../src/application/editions/token-versions';

const noFiles: EditionFiles = {
  read: () => Promise.reject(new Error('unused')),
  readMany: () => Promise.reject(new Error('unused')),
  write: () => Promise.reject(new Error('unused')),
};

/** The app's own file reader (CSV and JSON through papaparse), for a test of what real files become. */
export const realEditionFiles = (): EditionFiles => new PapaparseEditionFiles();

export interface EditionsEditorOptions {
  /** The draft store of an earlier start: a reload, which offers what it kept. */
  drafts?: InMemoryEditionDraftStore;
  /** What reads and writes sheets (by default: none is expected). */
  files?: EditionFiles;
  /** Images' bytes and sides, read in batches (by default 500 × 500 at once). */
  readImageFacts?: ImageFactsReader;
  /** Uploads at once (by default 4). */
  concurrency?: number;
  /** The server of an earlier start (what it saved), instead of a new one with `tokens` tokens. */
  api?: FakeCreatorsServer;
  /** The status the start waits for (by default `ready`: loaded). */
  until?: 'ready' | 'error';
}

/** The editions editor's view-model over fakes, started on launchpad 1 with `tokens` saved tokens and loaded. */
export async function startEditionsEditor(
  tokens = 3,
  {
    drafts = new InMemoryEditionDraftStore(),
    files = noFiles,
    readImageFacts = async (images) => images.map((file) => ({ bytes: file.size, width: 500, height: 500 })),
    concurrency = 4,
    api: given,
    until = 'ready',
  }: EditionsEditorOptions = {},
) {
  const api = given ?? new FakeCreatorsServer();
  if (!given) {
    api.singleTokens.set(1, sampleTokens(tokens));
    // The sample's launchpad 1 is on sale (read-only): the editor edits one 작성 중.
    api.launchpad(1).status = 'DRAFT';
  }
  const notices = new FakeNotices();
  const reporter = new FakeErrorReporter();
  const clock = new FixedClock();
  const apis = fakeAreaApis(api);
  const queryClient = createQueryClient();
  const cache = new TanstackReadCache(queryClient);
  const guard = new LaunchGuard(cache, apis.launchpads);
  const forms = new FormServices(
    new FormDrafts(new InMemoryDraftStore(), clock, reporter, new FixedTabIdentity()),
    reporter,
    notices,
    cache,
    apis.user,
    clock,
  );
  // One tab's token versions, shared by opening and saving as the container's singleton is.
  const versions = new TokenVersions();
  const vm = new EditionsEditorViewModel(
    forms,
    new OpenEditions(drafts, new EditionsDrafts(drafts, clock, reporter), versions),
    new SaveEditedRows(new SaveEditions(apis.contracts, new LaunchpadCache(cache), guard, versions), reporter),
    new EditionSheets(files),
    new BulkImageUploads(
      new UploadImage(apis.imageUpload, async () => ({ width: 500, height: 500 }), reporter, readImageFacts),
      reporter,
      () => concurrency,
    ),
  );
  const { page, stop: stopPage } = await startWorkspacePage(cache, apis, 1);
  const stopStep = vm.start(page);
  await expect.poll(() => vm.status).toBe(until);
  return { api, drafts, notices, reporter, vm, page, stop: () => (stopStep(), stopPage()) };
}

/**
 * A visit that edits a row and leaves once the edit is kept as a draft: its drafts, given to the next
 * `startEditionsEditor`, make that start a reload with the draft offered.
 */
export async function draftsAfterEditing(
  row: number,
  column: EditionColumn,
  value: string,
): Promise<InMemoryEditionDraftStore> {
  const { vm, drafts, stop } = await startEditionsEditor();
  vm.store.update(vm.store.rows[row]!.key, column, value);
  await untilDraftKept(() => drafts.headers.size, 1);
  stop();
  return drafts;
}
