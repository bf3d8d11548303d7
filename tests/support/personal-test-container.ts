import type { ServiceIdentifier } from 'inversify';
import { DraftStore } from '../../src/application/ports/draft-store';
import { Notices } from '../../src/presentation/forms/notices';
import { ImageSizeReader, type ImageSize } from '../../src/presentation/me/image-size-reader';
import { createQueryClient, QueryClientToken } from '../../src/presentation/queries/query-client';
import { FakeNotices } from '../fakes/fake-notices';
import { InMemoryDraftStore } from '../fakes/in-memory-draft-store';
import { createTestContainer, type TestContainer } from './test-container';

export interface PersonalTestContainer extends TestContainer {
  draftStore: InMemoryDraftStore;
  notices: FakeNotices;
  queryClient: ReturnType<typeof createQueryClient>;
  /** What the fake decoder answers for the next image (an Error: the file does not decode). */
  imageSize: { next: ImageSize | Error };
}

/** The test container plus the personal area's own fakes: drafts in memory, toasts recorded, a fake image decoder. */
export function createPersonalTestContainer(): PersonalTestContainer {
  const base = createTestContainer();
  const { container } = base;
  const put = <T>(id: ServiceIdentifier<T>, value: T) =>
    container.isBound(id) ? container.rebind(id).toConstantValue(value) : container.bind(id).toConstantValue(value);

  const draftStore = new InMemoryDraftStore();
  const notices = new FakeNotices();
  const queryClient = createQueryClient();
  const imageSize: PersonalTestContainer['imageSize'] = { next: { width: 256, height: 256 } };
  put(DraftStore, draftStore);
  put(Notices, notices);
  put(QueryClientToken, queryClient);
  put<ImageSizeReader>(ImageSizeReader, async () => {
    if (imageSize.next instanceof Error) throw imageSize.next;
    return imageSize.next;
  });
  return { ...base, draftStore, notices, queryClient, imageSize };
}
