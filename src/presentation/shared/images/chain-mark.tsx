import type { ReactElement } from 'react';
import { isTestChain, type ChainGlyph, type SupportedChain } from '../../../domain/chain/chains';

const glyphs: Record<ChainGlyph, (paint: string) => ReactElement> = {
  diamond: (paint) => <path fill={paint} d="M12 4.5l4.6 7.3L12 14.5l-4.6-2.7zM12 15.6l4.6-2.7L12 19.5l-4.6-6.6z" />,
  hexagon: (paint) => (
    <path fill="none" stroke={paint} strokeWidth="2.2" strokeLinejoin="round" d="M12 6l5.2 3v6L12 18l-5.2-3V9z" />
  ),
  asterisk: (paint) => (
    <path
      fill="none"
      stroke={paint}
      strokeWidth="2.4"
      strokeLinecap="round"
      d="M12 6.5v11M7.2 9.2l9.6 5.6M7.2 14.8l9.6-5.6"
    />
  ),
  triangle: (paint) => <path fill={paint} d="M12 6.2l6.2 11H5.8z" />,
  disc: (paint) => <circle cx="12" cy="12" r="6" fill={paint} />,
  crescent: (paint) => <path fill={paint} d="M14 5.6a6.8 6.8 0 1 0 4.4 11.2A5.6 5.6 0 1 1 14 5.6z" />,
};

/**
 * A chain's logo (its ChainMark), drawn inline: a mainnet's shape in white on a solid disc of its
 * colour, a test chain's in colour inside a dashed ring. Inline SVG rather than an <img> of a data
 * URI: a 1,000-row list shows a dozen of them in its first paint, and each image, though never
 * fetched, was a request that Lighthouse's simulated network delayed the page's scripts by.
 */
export function ChainMark({ chain, size = 18 }: { chain: SupportedChain; size?: number }) {
  const { color, glyph } = chain.mark;
  const test = isTestChain(chain);
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {test ? (
        <circle cx="12" cy="12" r="10.8" fill="#fff" stroke={color} strokeWidth="2.2" strokeDasharray="3.4 2.2" />
      ) : (
        <circle cx="12" cy="12" r="12" fill={color} />
      )}
      {glyphs[glyph](test ? color : '#fff')}
    </svg>
  );
}
