import { linkFields, type AuctionFormValues, type AuctionTextField } from '../../domain/auction/auction-form';
import type { AuctionItemField } from '../../domain/auction/auction-items';
import type { EditForm } from '../shared/forms/edit-form';

/** Ids of the inputs, so the view can move focus to the first field with a problem. */
export const fieldId = (field: AuctionTextField) => `auction-${field}`;
export const itemFieldId = (key: string, field: AuctionItemField) => `auction-item-${key}-${field}`;

/** The first input with a problem, in the order of the form: the basic fields, the items, then the rest. */
export function firstInvalidId(
  form: EditForm<AuctionFormValues, AuctionTextField>,
  firstInvalidItem: string | undefined,
): string | undefined {
  const firstOf = (fields: readonly AuctionTextField[]) => fields.find((field) => form.message(field) !== undefined);
  const basic = firstOf(['title', 'artistName', 'summary']);
  if (basic) return fieldId(basic);
  if (firstInvalidItem) return firstInvalidItem;
  const rest = firstOf(['projectInfo', ...linkFields]);
  return rest ? fieldId(rest) : undefined;
}
