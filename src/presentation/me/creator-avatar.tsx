import { Avatar } from '@mantine/core';
import { meCopy } from '../shared/copy/me-copy';

/** The profile image, or the name's first letter when there is none. */
export function CreatorAvatar({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  return (
    <Avatar
      src={src}
      alt={src ? meCopy.creators.image(name) : meCopy.creators.noImage(name)}
      size={size}
      radius="md"
      color="blue"
    >
      {name.trim().charAt(0) || '?'}
    </Avatar>
  );
}
