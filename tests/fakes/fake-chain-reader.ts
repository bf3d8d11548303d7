import type { AppError } from '../../src/application/errors/app-error';
import type { ChainReader } from '../../src/application/ports/chain-reader';
import { emptyReading, type ContractReading } from '../../src/domain/contract/contract-reading';

/**
 * The ChainReader port in memory: tests put readings at `chainId:address` (any letter case);
 * an address with nothing put there reads as an account without code. `failNext` makes the next
 * read throw (NetworkError for an unreachable node, TimeoutError for a slow one).
 */
export class FakeChainReader implements ChainReader {
  readonly reads: { chainId: number; address: string }[] = [];
  private readonly readings = new Map<string, ContractReading>();
  private failures: AppError[] = [];

  put(reading: ContractReading): void {
    this.readings.set(`${reading.chainId}:${reading.address.toLowerCase()}`, reading);
  }

  failNext(error: AppError): void {
    this.failures.push(error);
  }

  async readContract(chainId: number, address: string): Promise<ContractReading> {
    this.reads.push({ chainId, address });
    const failure = this.failures.shift();
    if (failure) throw failure;
    return this.readings.get(`${chainId}:${address.toLowerCase()}`) ?? emptyReading(chainId, address);
  }
}
