import { useRef, type KeyboardEvent } from 'react';
import classes from './editions-grid.module.css';

export type EditorEnd = { value: string; move: 'down' | 'right' | 'left' | null; refocus: boolean } | { value: null; refocus: true };

/**
 * The text editor of one cell: Enter commits and moves down, Tab/Shift+Tab commit and move right or
 * left, Escape cancels; leaving it (a click elsewhere) commits. Uncontrolled: a keystroke renders nothing.
 */
export function EditionsGridEditor({ initial, label, onEnd }: { initial: string; label: string; onEnd: (end: EditorEnd) => void }) {
  const ended = useRef(false);
  const end = (result: EditorEnd) => {
    if (ended.current) return;
    ended.current = true;
    onEnd(result);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
      className={classes.editor}
      aria-label={label}
      defaultValue={initial}
      // The caret after the text (a typed first character continues from there).
      ref={(input) => {
        if (!input || input === document.activeElement) return;
        input.focus({ preventScroll: true });
        input.setSelectionRange(input.value.length, input.value.length);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => end({ value: event.currentTarget.value, move: null, refocus: false })}
      onCopy={(event) => event.stopPropagation()}
      onPaste={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
