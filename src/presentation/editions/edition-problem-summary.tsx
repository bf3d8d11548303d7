import { Alert, Anchor, List, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionsEditorViewModel } from './editions-editor-view-model';

/** Shown at most: the summary sits above the grid and must leave it in view; the rest are one click away in the 오류만 filter. */
const SHOWN = 5;

/** Every cell refused, by row number; each item puts the grid on that cell. */
export const EditionProblemSummary = observer(function EditionProblemSummary({ vm }: { vm: EditionsEditorViewModel }) {
  const problems = vm.store.problems;
  if (problems.length === 0) return null;
  const title = editionsCopy.summary.title(vm.store.invalidRowCount);
  return (
    <Alert color="red" variant="light" title={title} role="region" aria-label={title}>
      <Text size="sm" mb="xs">
        {editionsCopy.summary.body}
      </Text>
      <List size="sm" spacing={2}>
        {problems.slice(0, SHOWN).map((p) => (
          <List.Item key={`${p.key}-${p.column}`}>
            {/* The text's own colour, underlined: the primary blue on the dark theme's red fell under AA (4.2:1). */}
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="var(--mantine-color-text)"
              underline="always"
              onClick={() => vm.shown.jumpTo(p.key, p.column)}
            >
              {editionsCopy.summary.item(
                p.rowNumber,
                editionsCopy.columns[p.column],
                editionsCopy.problemText(p.problem),
              )}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {problems.length > SHOWN && (
        <Text size="sm" mt="xs">
          {editionsCopy.summary.more(problems.length - SHOWN)}
        </Text>
      )}
    </Alert>
  );
});
