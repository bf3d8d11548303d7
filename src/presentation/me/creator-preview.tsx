import { AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { Creator } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { CreatorAvatar } from './creator-avatar';
import { CreatorLinks } from './creator-links';
import { formatDateTime } from '../shared/format/korean-format';

/** The profile as last saved: what the launchpad page shows of this creator. */
export function CreatorPreview({ creator }: { creator: Creator }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="creator-preview-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="creator-preview-title">
          {meCopy.creator.preview}
        </Title>
        {creator.imageUrl ? (
          // Square, as the launchpad page shows a profile image (a 160 px strip cut its top and bottom).
          <AspectRatio ratio={1} maw={200} w="100%">
            <Image src={creator.imageUrl} alt={meCopy.creators.image(creator.name)} radius="md" fit="cover" />
          </AspectRatio>
        ) : (
          // The same initial the list shows, not a line of text where the picture goes.
          <CreatorAvatar name={creator.name} src={null} size={96} />
        )}
        <Text fw={600}>{creator.name}</Text>
        {creator.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {creator.description}
          </Text>
        )}
        <Title order={4} size="h6" mt="xs">
          {meCopy.creator.links}
        </Title>
        <CreatorLinks creator={creator} />
        {creator.submittedAt && (
          <Text size="xs" c="dimmed">
            {meCopy.creator.submittedAt(formatDateTime(creator.submittedAt))}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
