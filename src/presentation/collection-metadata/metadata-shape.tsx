import { Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from '../shared/skeletons/fixed-bottom-bar';
import { ShapeField, ShapeHeading } from '../shared/skeletons/shape-parts';

/** 컬렉션 메타데이터: the collection's fields and the token's (with an image each); 임시저장 and 저장. */
export default function MetadataShape() {
  return (
    <Stack gap="xl">
      <ShapeHeading />
      <Stack gap="md">
        <ShapeField />
        <ShapeField height={84} />
        <Skeleton height={160} width={160} radius="md" />
      </Stack>
      <Stack gap="md">
        <Skeleton height={22} width={140} />
        <ShapeField />
        <ShapeField height={84} />
        <ShapeField />
      </Stack>
      <FixedBottomBarSkeleton buttons={2} />
    </Stack>
  );
}
