import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../../tests/support/personal-test-container';
import { renderPersonalRoute } from '../../../../tests/support/render-personal-route';
import CompanyPage from './company-page';

const routes = [{ path: '/me/company', element: <CompanyPage /> }];

describe('CompanyPage', () => {
  it('given a company, when shown, then its details are a read-only definition list', async () => {
    renderPersonalRoute(routes, '/me/company');
    expect(await screen.findByText('하늘스튜디오 주식회사')).toBeInTheDocument();
    const term = (t: string) => screen.getByText(t, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('사업자등록번호')).toBe('123-45-67890');
    expect(term('대표 전화')).toBe('02-1234-5678');
    expect(term('주소')).toBe('서울특별시 강남구 테헤란로 123, 4층');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('given no company, when shown, then the empty state says so', async () => {
    const kit = createPersonalTestContainer();
    kit.api.user = { ...kit.api.user, company: null };
    renderPersonalRoute(routes, '/me/company', kit);
    expect(await screen.findByText('등록된 회사 정보가 없습니다')).toBeInTheDocument();
    expect(screen.queryByText('사업자등록번호')).not.toBeInTheDocument();
  });
});
