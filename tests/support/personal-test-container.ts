import { createTestContainer, type TestContainer } from './test-container';

/** The personal area's tests read drafts, toasts and the image decoder's fakes, all in the test container now. */
export type PersonalTestContainer = TestContainer;

/** Kept for the personal area's tests: the test container fakes the personal area's ports itself. */
export function createPersonalTestContainer(): PersonalTestContainer {
  return createTestContainer();
}
