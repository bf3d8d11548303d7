import { createContext } from 'react';

/**
 * True inside a workspace step shown beside the rail (room: 'wide'): the step takes the window's width,
 * and its fixed action bar lines up with it instead of the page's column (fixed-bottom-bar.module.css).
 */
export const WideStepContext = createContext(false);
