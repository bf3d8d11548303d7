import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';

async function openContractStep(launchpadId: number) {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  const rendered = renderApp(`/launchpads/${launchpadId}/collection-metadata/multi?step=1`, kit);
  await screen.findByRole('heading', { name: '컨트랙트', level: 2 });
  return rendered;
}

describe('MultiMetadataPage, the contract step and the launch lifecycle', () => {
  it('given a launchpad under 심사, then its contract and chain are fixed: the fields, 저장 and 새 컨트랙트 배포 are not offered', async () => {
    await openContractStep(3); // 루니버스 한정판 에디션: IN_REVIEW
    expect(await screen.findByRole('textbox', { name: /컨트랙트 주소/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /체인/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '저장' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '새 컨트랙트 배포' })).not.toBeInTheDocument();
  });

  it('given a launchpad 작성 중, then the contract can be typed, saved or deployed', async () => {
    await openContractStep(5); // 세폴리아 테스트 드롭: DRAFT
    expect(await screen.findByRole('textbox', { name: /컨트랙트 주소/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '새 컨트랙트 배포' })).toBeInTheDocument();
  });
});
