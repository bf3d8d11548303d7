import { Anchor, DataList, Text } from '@mantine/core';
import type * as v from 'valibot';
import type { Creator } from '../../domain/creator/creator';
import { instagramLinkSchema, isRenderableLink, xLinkSchema, youtubeLinkSchema } from '../../domain/validation/rules';
import { meCopy } from '../shared/copy/me-copy';

const links: {
  key: 'youtubeUrl' | 'instagramUrl' | 'xUrl';
  label: string;
  schema: v.GenericSchema<unknown, string>;
}[] = [
  { key: 'youtubeUrl', label: meCopy.creator.youtube, schema: youtubeLinkSchema },
  { key: 'instagramUrl', label: meCopy.creator.instagram, schema: instagramLinkSchema },
  { key: 'xUrl', label: meCopy.creator.x, schema: xLinkSchema },
];

/** The rules allow a link without `https://` (x.com/…); an href needs it. */
function hrefOf(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('https://') ? trimmed : `https://${trimmed}`;
}

/**
 * The saved links. Only a link that passes its rule becomes a clickable link (opened in a new tab,
 * without opener); anything else, whatever the server holds, is shown as plain text.
 */
export function CreatorLinks({ creator }: { creator: Creator }) {
  return (
    <DataList size="sm" labelWidth="84px">
      {links.map(({ key, label, schema }) => {
        const value = creator[key];
        return (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue className="break-anywhere">
              {isRenderableLink(schema, value) ? (
                <Anchor href={hrefOf(value)} target="_blank" rel="noopener noreferrer">
                  {value.trim()}
                </Anchor>
              ) : value.trim() === '' ? (
                <Text span c="dimmed" size="sm">
                  {meCopy.creator.noLink}
                </Text>
              ) : (
                <Text span size="sm">
                  {value}
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
    </DataList>
  );
}
