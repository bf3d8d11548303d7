import { useLayoutEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import classes from './editions-grid.module.css';

export type EditorEnd = { value: string; move: 'down' | 'right' | 'left' | null; refocus: boolean } | { value: null; refocus: true };

/** An edit under way: `initial` is the value it starts from, or null when it started by typing into the input. */
export interface EditStart {
  initial: string | null;
}

interface EditorProps {
  /** Null while the creator moves between cells. */
  editing: EditStart | null;
  /** The column's name. */
  label: string;
  /** The cell's id: while not editing, its value describes the (empty) input. */
  describedBy: string;
  /** A character was typed, or an input method began to compose, while not editing. */
  onStart: (input: HTMLInputElement) => void;
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
 * cancels; leaving it (a click elsewhere) commits. Uncontrolled: a keystroke renders nothing.
 */
export function EditionsGridEditor({ editing, label, describedBy, onStart, onEnd }: EditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const ended = useRef(false);
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
  const start = (event: SyntheticEvent<HTMLInputElement>) => {
    if (!editing) onStart(event.currentTarget);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Not editing, the keys are the grid's (arrows, Enter, copy); a character is typed into the input.
    if (!editing) return;
    // The grid's keys (arrows, Home/End, copy) belong to the text while editing.
    event.stopPropagation();
    // Enter that ends a Hangul composition chooses the syllable, it does not commit the cell.
    if (event.nativeEvent.isComposing) return;
    const value = event.currentTarget.value;
    if (event.key === 'Enter') {
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
  return (
    <input
      ref={input}
      tabIndex={0}
      className={editing ? `${classes.cellInput} ${classes.editor}` : classes.cellInput}
      aria-label={label}
      aria-describedby={editing ? undefined : describedBy}
      autoComplete="off"
      spellCheck={false}
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
