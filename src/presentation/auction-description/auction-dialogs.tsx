import { Button, Group, Modal, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';

/** 미리보기 with something unsaved: save a draft first, or look at what is saved. */
export const PreviewQuestion = observer(function PreviewQuestion({
  vm,
  onPreview,
}: {
  vm: AuctionDescriptionViewModel;
  onPreview: (saveFirst: boolean) => void;
}) {
  const t = auctionCopy.confirmPreview;
  const question = vm.preview.question;
  return (
    <Modal opened={question !== null} onClose={vm.preview.close} title={t.title} centered>
      <Text size="sm">{question?.nothingSaved ? t.bodyNothingSaved : t.body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={vm.preview.close}>
          {t.cancel}
        </Button>
        {question && !question.nothingSaved && (
          <Button variant="default" onClick={() => onPreview(false)}>
            {t.previewSaved}
          </Button>
        )}
        <Button onClick={() => onPreview(true)} data-autofocus>
          {t.saveAndPreview}
        </Button>
      </Group>
    </Modal>
  );
});
