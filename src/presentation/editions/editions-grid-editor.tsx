import { useContext, useLayoutEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { CellsReadOnly } from './cells-read-only';
import classes from './editions-grid.module.css';

/** The element a cell is edited in: a text input, or a text area where the column keeps line breaks. */
export type CellEditorElement = HTMLInputElement | HTMLTextAreaElement;

/** Whether an event came from a cell's editor (resting or editing), not from the cell itself. */
export const isCellEditor = (target: EventTarget | null): target is CellEditorElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

export type EditorEnd =
  { value: string; move: 'down' | 'right' | 'left' | null; refocus: boolean } | { value: null; refocus: true };

/** An edit under way: `initial` is the value it starts from, or null when it started by typing into the input. */
export interface EditStart {
  initial: string | null;
}

interface EditorProps {
  /** Null while the creator moves between cells. */
  editing: EditStart | null;
  /** The column's name. */
  label: string;
  /**
   * The column keeps line breaks (the description): it is edited in a text area, since an input
   * drops them from its value, and a cell opened and left would lose them. Alt+Enter breaks the line.
   */
  multiline: boolean;
  /** The cell's id: while not editing, its value describes the (empty) input. */
  describedBy: string;
  /** A text area grows upward: its row is near the end of the table, past which the grid scrolls no further. */
  upward?: boolean;
  /** A character was typed, or an input method began to compose, while not editing. */
  onStart: (input: CellEditorElement) => void;
  onEnd: (end: EditorEnd) => void;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The active cell's text input, there before any edit: the focus rests in it while the creator moves
 * between cells, because an input method (Hangul) composes only into something editable — on a
 * focused plain cell Chromium gives it nowhere to compose, and on Windows it switches the IME off so
 * that a Latin letter arrives instead. Unseen and empty until an edit starts, so that a typed
 * character or a composed syllable replaces the value, as in a spreadsheet; the same element then
 * shows as the editor, and the composition carries on in it.
 *
 * Editing: Enter commits and moves down, Tab/Shift+Tab commit and move right or left, Escape
 * cancels, Alt+Enter breaks the line where the column keeps line breaks; leaving it (a click
 * elsewhere) commits. Uncontrolled: a keystroke renders nothing.
 */
export function EditionsGridEditor({
  editing,
  label,
  multiline,
  describedBy,
  upward = false,
  onStart,
  onEnd,
}: EditorProps) {
  const input = useRef<CellEditorElement>(null);
  const ended = useRef(false);
  const readOnly = useContext(CellsReadOnly);
  useLayoutEffect(() => {
    const element = input.current!;
    ended.current = false;
    if (!editing) {
      element.value = '';
      return;
    }
    if (document.activeElement !== element) element.focus({ preventScroll: true });
    if (editing.initial !== null) {
      element.value = editing.initial;
      // The caret after the text: Enter, F2 and a double-click continue the value.
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [editing]);

  const end = (result: EditorEnd) => {
    if (ended.current) return;
    ended.current = true;
    onEnd(result);
  };
  // A row that leaves the view while edited (a filter it no longer meets) takes its editor away with no
  // blur: what was typed is committed to that row all the same. An unchanged value is not, so that
  // StrictMode's trial unmount right after mounting cannot end an edit.
  const commitOnUnmount = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    commitOnUnmount.current = editing
      ? () => {
          const value = input.current?.value;
          if (value !== undefined && value !== (editing.initial ?? '')) end({ value, move: null, refocus: false });
        }
      : null;
  });
  useLayoutEffect(() => () => commitOnUnmount.current?.(), []);
  const start = (event: SyntheticEvent<CellEditorElement>) => {
    if (!editing) onStart(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<CellEditorElement>) => {
    // Not editing, the keys are the grid's (arrows, Enter, copy); a character is typed into the input.
    if (!editing) return;
    // The grid's keys (arrows, Home/End, copy) belong to the text while editing.
    event.stopPropagation();
    // Enter that ends a Hangul composition chooses the syllable, it does not commit the cell.
    if (event.nativeEvent.isComposing) return;
    const element = event.currentTarget;
    const value = element.value;
    if (event.key === 'Enter' && event.altKey && multiline) {
      // A line break inside the cell, as in a spreadsheet (a text area's own Enter is the grid's commit).
      event.preventDefault();
      element.setRangeText('\n', element.selectionStart ?? value.length, element.selectionEnd ?? value.length, 'end');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      end({ value, move: 'down', refocus: true });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      end({ value, move: event.shiftKey ? 'left' : 'right', refocus: true });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      end({ value: null, refocus: true });
    }
  };
  const Element = multiline ? 'textarea' : 'input';
  return (
    <Element
      // The two elements share every property used here; the ref is typed for either.
      ref={input as RefObject<HTMLInputElement & HTMLTextAreaElement>}
      rows={multiline ? 1 : undefined}
      tabIndex={0}
      className={
        editing
          ? `${classes.cellInput} ${classes.editor}${upward ? ` ${classes.editorUpward}` : ''}`
          : classes.cellInput
      }
      aria-label={label}
      aria-describedby={editing ? undefined : describedBy}
      autoComplete="off"
      spellCheck={false}
      readOnly={readOnly}
      onInput={start}
      onCompositionStart={start}
      onKeyDown={onKeyDown}
      onBlur={editing ? (event) => end({ value: event.currentTarget.value, move: null, refocus: false }) : undefined}
      onCopy={editing ? stop : undefined}
      onPaste={editing ? stop : undefined}
      onDoubleClick={editing ? stop : undefined}
      onClick={editing ? stop : undefined}
    />
  );
}
