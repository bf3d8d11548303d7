import {
  checkProfileImageDimensions,
  checkProfileImageFile,
  type ProfileImageProblem,
} from '../../domain/creator/profile-image-rules';
import {
  checkEditionImageDimensions,
  checkEditionImageFile,
  type EditionImageProblem,
} from '../../domain/editions/edition-images';
import type { ImageSize } from '../ports/image-size-reader';

/**
 * What an image must be for one kind of picture: the checks known without decoding (type, bytes),
 * the checks of its pixels, and the problem a file that does not decode is.
 */
export interface ImageRules<P extends string> {
  checkFile(file: { type: string; size: number }): P | null;
  checkDimensions(size: ImageSize): P | null;
  unreadable: P;
}

/** Profile images, collection images and auction items (200–4,096 px). */
export const pictureRules: ImageRules<ProfileImageProblem> = {
  checkFile: checkProfileImageFile,
  checkDimensions: checkProfileImageDimensions,
  unreadable: 'unreadable',
};

/** A token's image in the editions editor (100–8,192 px: generators write large squares). */
export const editionImageRules: ImageRules<EditionImageProblem> = {
  checkFile: checkEditionImageFile,
  checkDimensions: checkEditionImageDimensions,
  unreadable: 'unreadable',
};
