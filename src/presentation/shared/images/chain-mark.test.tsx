import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findChainById, isTestChain, supportedChains } from '../../../domain/chain/chains';
import { ChainMark } from './chain-mark';

const markup = (id: number) => render(<ChainMark chain={findChainById(id)!} />).container.innerHTML;

describe('ChainMark', () => {
  it('draws each chain inline, hidden from assistive technology: no image to request', () => {
    const { container } = render(<ChainMark chain={findChainById(1)!} size={20} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('20');
    expect(container.querySelector('img')).toBeNull();
  });

  it('gives every chain a mark of its own: 앱스트랙트 and 아발란체 differ in shape', () => {
    const all = supportedChains.map((chain) => markup(chain.id));
    expect(new Set(all).size).toBe(supportedChains.length);
    const shape = (html: string) => html.match(/<path[^>]*d="([^"]+)"|<circle cx="12" cy="12" r="6"/)?.[0];
    expect(shape(markup(2741))).not.toBe(shape(markup(43114)));
  });

  it('marks test chains with a dashed ring and mainnets and the private Luniverse with a solid disc', () => {
    for (const chain of supportedChains) expect(markup(chain.id).includes('stroke-dasharray')).toBe(isTestChain(chain));
    expect(markup(256)).toContain('fill="#4B3BFF"');
  });
});
