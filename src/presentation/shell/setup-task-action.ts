import type { SetupGuide } from '../../application/launchpads/setup-guide';
import { setupCopy } from '../shared/copy/setup-copy';
import { setupChecklistPath } from '../shared/navigation/setup-checklist-link';

/** A link a success toast offers. */
export interface ToastAction {
  label: string;
  to: string;
}

/**
 * What a setup checklist task's toast offers: 체크리스트로 돌아가기 (the list, at its checklist, opened)
 * while the checklist is still the creator's guide (no launch in review yet); nothing once it is not.
 */
export async function setupTaskAction(guide: Pick<SetupGuide, 'guiding'>): Promise<ToastAction | null> {
  return (await guide.guiding()) ? { label: setupCopy.backToChecklist, to: setupChecklistPath } : null;
}
