import type { EditionsEditorViewModel } from './editions-editor-view-model';

/**
 * Whether picking the image folder is the step's next action: some rows still lack their image and no
 * pick is uploading. It is then the screen's one filled button, and 저장 steps back (the rows save by
 * themselves after the last image while the launch is 작성 중).
 */
export function imagesComeFirst(vm: EditionsEditorViewModel): boolean {
  const { rows, withImage } = vm.store.completion;
  return vm.editable && withImage < rows && !vm.uploads.running;
}
