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
 * The bar's 다음 단계 (or, after the last step, 심사 요청 or the list), styled as the bar's way on; `filled`
 * when the step says its own save is done, so this is the screen's one filled action.
 */
export function NextStepButton({ filled = false }: { filled?: boolean }) {
  const next = useContext(NextStepContext);
  if (!next) return null;
  if ('onClick' in next) {
    return (
      <Button variant={filled ? 'filled' : 'outline'} onClick={next.onClick} disabled={next.disabled}>
        {next.label}
      </Button>
    );
  }
  return (
    <Button component={IntentLink} to={next.to} variant={filled ? 'filled' : 'outline'} plain>
      {next.label}
    </Button>
  );
}
