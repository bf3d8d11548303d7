import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { shellCopy } from '../copy/shell-copy';

/** A skeleton's frame: announced once as loading, its grey shapes hidden from screen readers. */
export function LoadingRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{shellCopy.loading}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
