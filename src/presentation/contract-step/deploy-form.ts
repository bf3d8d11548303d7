import { makeAutoObservable } from 'mobx';
import { checkDeployForm, type DeployFormValues } from '../../domain/contract/contract-deploy';

/**
 * 새 컨트랙트 배포's two fields (name and symbol) and their messages. A message shows once 배포 was
 * pressed and goes as soon as the field is fixed; what was typed stays through every failure.
 */
export class DeployForm {
  name = '';
  symbol = '';
  nameError: string | undefined = undefined;
  symbolError: string | undefined = undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setName(value: string): void {
    this.name = value;
    if (this.nameError !== undefined) this.validate();
  }

  setSymbol(value: string): void {
    this.symbol = value;
    if (this.symbolError !== undefined) this.validate();
  }

  /** The values of a deploy taken up again (kept by an earlier visit). */
  fill(values: DeployFormValues): void {
    this.name = values.name;
    this.symbol = values.symbol;
  }

  /** The trimmed values when both fields hold, else null; says nothing at the fields (the fee asks this). */
  get values(): DeployFormValues | null {
    const checked = checkDeployForm({ name: this.name, symbol: this.symbol });
    return checked.ok ? checked.values : null;
  }

  /** Shows each field's message; true when both hold. */
  validate(): boolean {
    const checked = checkDeployForm({ name: this.name, symbol: this.symbol });
    this.nameError = checked.ok ? undefined : checked.name;
    this.symbolError = checked.ok ? undefined : checked.symbol;
    return checked.ok;
  }
}
