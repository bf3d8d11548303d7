/** The setup checklist's place on the launchpad list: its id, and where 체크리스트로 돌아가기 goes (it opens it). */
export const SETUP_CHECKLIST_ANCHOR = 'setup-checklist';
export const setupChecklistPath = `/launchpads#${SETUP_CHECKLIST_ANCHOR}`;
