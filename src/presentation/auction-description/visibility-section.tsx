import { Fieldset, Switch } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';

/** The toggle row: 노출 여부. */
export const VisibilitySection = observer(function VisibilitySection({ vm }: { vm: AuctionDescriptionViewModel }) {
  return (
    <Fieldset legend={auctionCopy.visibility.legend}>
      <Switch
        label={auctionCopy.visibility.label}
        description={auctionCopy.visibility.description}
        checked={vm.form.values.visible}
        onChange={(event) => vm.form.set('visible', event.currentTarget.checked)}
      />
    </Fieldset>
  );
});
