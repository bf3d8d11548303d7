import { Button } from '@mantine/core';
import { createContext, useContext } from 'react';
import { IntentLink } from '../navigation/intent-link';

/**
 * What the current step's action bar offers next, once the step is saved: the next step (a link), or,
 * after the last step of a launch still 작성 중, an action (심사 요청), disabled until it can run.
 * `reviewLeads`: the launch can go to review now, so the side card's 심사 요청 is the screen's next action.
 */
export type NextStep =
  { to: string; label: string; reviewLeads?: boolean } | { label: string; onClick: () => void; disabled: boolean };

/**
 * The workspace frame tells the step's fixed action bar its next step, so every step's bar offers
 * it without each form knowing the order of the steps. Null: nothing to offer (yet).
 */
export const NextStepContext = createContext<NextStep | null>(null);

/**
 * Which action of a step is the screen's one filled button: its own 저장 while something waits to be
 * saved (or the step was never saved, so nothing is offered next); else the way on the bar offers, or,
 * once the launch can go to review from an earlier step, the side card's 심사 요청 (the bar leads with none).
 */
export type StepLead = 'save' | 'next' | 'review';

export function useStepLead(unsaved: boolean): StepLead {
  const next = useContext(NextStepContext);
  if (unsaved || next === null) return 'save';
  if ('onClick' in next) return next.disabled ? 'save' : 'next';
  return next.reviewLeads ? 'review' : 'next';
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
