import { Button } from '@mantine/core';
import { createContext, useContext } from 'react';
import { IntentLink } from '../navigation/intent-link';

/**
 * What the current step's action bar offers next, once the step is saved: the next step (a link), or,
 * after the last step of a launch still 작성 중, an action (심사 요청), disabled until it can run.
 */
export type NextStep = { to: string; label: string } | { label: string; onClick: () => void; disabled: boolean };

/**
 * The workspace frame tells the step's fixed action bar its next step, so every step's bar offers
 * it without each form knowing the order of the steps. Null: nothing to offer (yet).
 */
export const NextStepContext = createContext<NextStep | null>(null);

/**
 * Whether the way on is the step's next action: the frame offers it (the step is saved) and nothing on
 * the step waits to be saved. The step's own 저장 then steps back, so the bar has one filled button.
 */
export function useWayOnLeads(unsaved: boolean): boolean {
  const next = useContext(NextStepContext);
  return next !== null && !unsaved && !('onClick' in next && next.disabled);
}

/**
 * The bar's 다음 단계 (or, after the last step, 심사 요청 or the list): filled when it is the step's next
 * action (`leads`), else outlined beside the step's filled 저장.
 */
export function NextStepButton({ leads = false }: { leads?: boolean }) {
  const next = useContext(NextStepContext);
  if (!next) return null;
  const variant = leads ? 'filled' : 'outline';
  if ('onClick' in next) {
    return (
      <Button variant={variant} onClick={next.onClick} disabled={next.disabled}>
        {next.label}
      </Button>
    );
  }
  return (
    <Button component={IntentLink} to={next.to} variant={variant} plain>
      {next.label}
    </Button>
  );
}
