import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { CompanyViewModel } from './company-view-model';
import { flush } from '../../../tests/support/flush';

describe('CompanyViewModel', () => {
  it('given a creator with a company, when started, then its details are there', async () => {
    const { container } = createPersonalTestContainer();
    const vm = container.get(CompanyViewModel);
    expect(vm.company).toBeUndefined();
    const stop = vm.start();
    await flush();
    expect(vm.company?.name).toBe('하늘스튜디오 주식회사');
    stop();
  });

  it('given a creator without a company, when started, then the company is null (the empty state)', async () => {
    const { container, api } = createPersonalTestContainer();
    api.user = { ...api.user, company: null };
    const vm = container.get(CompanyViewModel);
    const stop = vm.start();
    await flush();
    expect(vm.company).toBeNull();
    stop();
  });
});
