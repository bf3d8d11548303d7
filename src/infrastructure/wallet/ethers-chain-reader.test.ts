import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, TimeoutError, UnexpectedError } from '../../application/errors/app-error';
import { EthersChainReader, RPC_BATCH_MAX, withRpcRetry } from './ethers-chain-reader';

afterEach(() => {
  vi.useRealTimers();
});

describe('withRpcRetry', () => {
  it('given two failures then an answer, when called, then it retries 150 ms apart and answers', async () => {
    vi.useFakeTimers();
    const call = vi
      .fn()
      .mockRejectedValueOnce(new Error('ECONNRESET'))
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValue('0x60');
    const result = withRpcRetry(call);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(149);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(150);
    await expect(result).resolves.toBe('0x60');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('given it always fails, then 1 + 3 tries and NetworkError', async () => {
    vi.useFakeTimers();
    const call = vi.fn().mockRejectedValue(new Error('timeout'));
    const result = withRpcRetry(call).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBeInstanceOf(NetworkError);
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('given a node too slow to answer (ethers TIMEOUT), then no retry and TimeoutError', async () => {
    const call = vi.fn().mockRejectedValue(Object.assign(new Error('timeout'), { code: 'TIMEOUT' }));
    await expect(withRpcRetry(call)).rejects.toBeInstanceOf(TimeoutError);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('given a revert (CALL_EXCEPTION), then no retry and UnexpectedError', async () => {
    const call = vi.fn().mockRejectedValue(Object.assign(new Error('revert'), { code: 'CALL_EXCEPTION' }));
    await expect(withRpcRetry(call)).rejects.toBeInstanceOf(UnexpectedError);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('EthersChainReader', () => {
  it('gives each chain one provider on its own RPC URL with a static network and batches of 1000', async () => {
    const reader = new EthersChainReader((chain) => `http://127.0.0.1:1/${chain.rpcConfigKey}`);
    const seen = await reader.read(84532, async (provider) => ({
      url: provider._getConnection().url,
      network: (await provider.getNetwork()).chainId,
      batch: provider._getOption('batchMaxCount'),
      provider,
    }));
    expect(seen).toMatchObject({ url: 'http://127.0.0.1:1/BASE_SEPOLIA', network: 84532n, batch: RPC_BATCH_MAX });
    const again = await reader.read(84532, async (provider) => provider);
    expect(again).toBe(seen.provider);
    seen.provider.destroy();
  });

  it('given a chain outside the registry, then UnexpectedError', async () => {
    const reader = new EthersChainReader(() => 'http://127.0.0.1:1');
    await expect(reader.read(999, async () => 1)).rejects.toBeInstanceOf(UnexpectedError);
  });
});
