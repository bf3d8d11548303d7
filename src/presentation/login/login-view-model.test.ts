import { describe, expect, it } from 'vitest';
import { UnexpectedError } from '../../application/errors/app-error';
import { createTestContainer } from '../../../tests/support/test-container';
import { LoginViewModel } from './login-view-model';
import { flush } from '../../../tests/support/flush';

function setup() {
  const kit = createTestContainer();
  return { ...kit, vm: kit.container.get(LoginViewModel) };
}

describe('LoginViewModel', () => {
  it('given no token, stays signed out and exchanges nothing', () => {
    const { vm, api } = setup();
    vm.start(null, null);
    expect(vm.phase).toBe('signed-out');
    expect(api.calls).toHaveLength(0);
  });

  it('given a token with termsAgreed=true, exchanges it once and is signed in', async () => {
    const { vm, api, session } = setup();
    const token = api.tokens.grant();
    vm.start(token, 'true');
    vm.start(null, null); // StrictMode's second start, after the view removed the token
    vm.start(token, 'true');
    await flush();
    expect(vm.phase).toBe('signed-in');
    expect(session.getState().isAuthenticated).toBe(true);
    expect(api.calls.filter((call) => call.method === 'refresh')).toHaveLength(1);
  });

  it('given termsAgreed other than true, asks for consent before exchanging', async () => {
    const { vm, api, session } = setup();
    vm.start(api.tokens.grant(), 'false');
    expect(vm.phase).toBe('terms');
    vm.agree();
    expect(vm.phase).toBe('terms');
    vm.setAgreedTerms(true);
    expect(vm.canAgree).toBe(false);
    vm.setAgreedPrivacy(true);
    vm.agree();
    await flush();
    expect(vm.phase).toBe('signed-in');
    expect(session.getState().isAuthenticated).toBe(true);
  });

  it('given the creator declines the terms, drops the token and stays signed out', () => {
    const { vm, api } = setup();
    vm.start(api.tokens.grant(), null);
    vm.cancel();
    vm.agree();
    expect(vm.phase).toBe('signed-out');
    expect(api.calls).toHaveLength(0);
  });

  it('given a refused token, fails and reports it', async () => {
    const { vm, reporter, session } = setup();
    vm.start('spent-or-forged', 'true');
    await flush();
    expect(vm.phase).toBe('failed');
    expect(session.getState().isAuthenticated).toBe(false);
    expect(reporter.reports).toHaveLength(1);
  });

  it('given the server does not answer the exchange, says so, keeps the token, and 다시 시도 signs in with it', async () => {
    const { vm, api, session } = setup();
    const token = api.tokens.grant();
    api.failNext(new UnexpectedError('HTTP 503', 503), 'refresh');
    vm.start(token, 'true');
    await flush();
    expect(vm.phase).toBe('unreachable');
    expect(session.getState().isAuthenticated).toBe(false);
    vm.retry();
    await flush();
    expect(vm.phase).toBe('signed-in');
    expect(session.getState().isAuthenticated).toBe(true);
  });
});
