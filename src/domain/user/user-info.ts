import * as v from 'valibot';
import { timestampSchema } from '../validation/common';
import { phoneNumberSchema } from '../validation/rules';

export const companySchema = v.object({
  name: v.string(),
  registrationNumber: v.string(),
  representative: v.string(),
  address: v.string(),
  phoneNumber: v.string(),
  email: v.string(),
});
export type Company = v.InferOutput<typeof companySchema>;

export const userInfoSchema = v.object({
  userId: v.string(),
  name: v.string(),
  email: v.string(),
  phoneNumber: v.nullable(v.string()),
  termsAgreed: v.boolean(),
  termsAgreedAt: v.nullable(timestampSchema),
  company: v.nullable(companySchema),
  joinedAt: timestampSchema,
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;

export const updatePhoneInputSchema = v.object({ phoneNumber: phoneNumberSchema });
export type UpdatePhoneInput = v.InferOutput<typeof updatePhoneInputSchema>;
