import * as v from 'valibot';
import type { DraftFormat } from '../../application/drafts/form-drafts';
import { emptyMetadataForm, type MetadataFormValues } from '../../domain/metadata/metadata-form';

/** A launchpad is single or multi for good, so one form name and the launchpad id key the draft. */
export const metadataDraftFormat: DraftFormat<MetadataFormValues> = {
  form: 'collection-metadata',
  version: 1,
  schema: v.object(
    Object.fromEntries(Object.keys(emptyMetadataForm).map((key) => [key, v.string()])) as {
      [K in keyof MetadataFormValues]: v.StringSchema<undefined>;
    },
  ),
};

const digits = (value: string) => value.replace(/\D/g, '');

/** Only the digits of what was typed or pasted (the separators come back on display). */
export const supplyInput = (typed: string) => digits(typed).replace(/^0+(?=\d)/, '');
export const yearInput = (typed: string) => digits(typed).slice(0, 4);
