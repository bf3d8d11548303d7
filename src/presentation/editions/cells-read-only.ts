import { createContext } from 'react';

/**
 * The grid's cells cannot be edited (the launch does not let its tokens change): the active cell's
 * input rests read-only, so the keys still move and copy but nothing is typed. The editor's view sets it.
 */
export const CellsReadOnly = createContext(false);
