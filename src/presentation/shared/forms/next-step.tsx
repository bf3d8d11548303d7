import { Button } from '@mantine/core';
import { createContext, useContext } from 'react';
import { IntentLink } from '../navigation/intent-link';

/** Where the current step's action bar sends the creator next, once the step is saved or submitted. */
export interface NextStep {
  to: string;
  label: string;
}

/**
 * The workspace frame tells the step's fixed action bar its next step, so every step's bar offers
 * it without each form knowing the order of the steps. Null: nothing to offer (yet).
 */
export const NextStepContext = createContext<NextStep | null>(null);

/** The bar's 다음 단계 (or, after the last step, the list): a link, styled as the bar's main button. */
export function NextStepButton() {
  const next = useContext(NextStepContext);
  if (!next) return null;
  return (
    <Button component={IntentLink} to={next.to} variant="outline" plain>
      {next.label}
    </Button>
  );
}
