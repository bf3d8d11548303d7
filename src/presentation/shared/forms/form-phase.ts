/**
 * Where a form with 제출 stands, as one thing: editing; asking 제출's question first; or saving, as
 * 임시저장 (`temporary`) or 제출. A save conflict is the flow's own phase (SaveConflictFlow).
 */
export type FormPhase = { kind: 'editing' } | { kind: 'asking-submit' } | { kind: 'saving'; temporary: boolean };

export const editing: FormPhase = { kind: 'editing' };
