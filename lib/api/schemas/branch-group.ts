import { z } from 'zod';
import { tierTexts } from '../../i18n/id/tier';
import { listQuery } from '../list';

export const RETURN_POLICIES = ['none', 'full', 'percent'] as const;

/**
 * A tier's terms (DOMAIN 17-19), shared by every call that sets them, so one rule holds
 * whichever screen saves them.
 */
export const tierTermsFields = {
  cutoffDaysBefore: z.number().int().min(0).max(7),
  cutoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, tierTexts.cutoffTimeInvalid),
  paymentTermDays: z.number().int().min(0).max(120),
  returnPolicy: z.enum(RETURN_POLICIES),
  returnPercent: z.number().int().min(1).max(100).nullable(),
  reminderLevels: z
    .array(z.number().int().min(-30).max(120))
    .max(10)
    .refine((levels) => new Set(levels).size === levels.length, tierTexts.reminderTwice),
};

const checkReturnPercent = (v: { returnPolicy: string; returnPercent: number | null }, ctx: z.RefinementCtx) => {
  if (v.returnPolicy === 'percent' && v.returnPercent === null)
    ctx.addIssue({ code: 'custom', path: ['returnPercent'], message: tierTexts.returnPercentRequired });
  if (v.returnPolicy !== 'percent' && v.returnPercent !== null)
    ctx.addIssue({ code: 'custom', path: ['returnPercent'], message: tierTexts.returnPercentUnused });
};

const title = z.string().trim().min(1).max(100);

/** POST /branch-group/store: a new tier starts with the default terms unless given. */
export const tierStoreBody = z
  .object({
    title,
    cutoffDaysBefore: tierTermsFields.cutoffDaysBefore.default(1),
    cutoffTime: tierTermsFields.cutoffTime.default('20:00'),
    paymentTermDays: tierTermsFields.paymentTermDays.default(14),
    returnPolicy: tierTermsFields.returnPolicy.default('none'),
    returnPercent: tierTermsFields.returnPercent.default(null),
    reminderLevels: tierTermsFields.reminderLevels.default([-3, 0, 3, 7, 14]),
  })
  .superRefine(checkReturnPercent);

/** PUT /branch-group/update/{id}: the whole form, title and terms. */
export const tierUpdateBody = z.object({ title, ...tierTermsFields }).superRefine(checkReturnPercent);
export type TierInput = z.output<typeof tierUpdateBody>;
/** The fields of that form, in its order: the form's field errors and the audit diff go by them. */
export const TIER_FIELDS = [
  'title',
  'cutoffDaysBefore',
  'cutoffTime',
  'paymentTermDays',
  'returnPolicy',
  'returnPercent',
  'reminderLevels',
] as const satisfies readonly (keyof TierInput)[];

export const tierItem = z.object({
  branchGroupId: z.number(),
  title: z.string(),
  cutoffDaysBefore: z.number(),
  cutoffTime: z.string(),
  paymentTermDays: z.number(),
  returnPolicy: z.enum(RETURN_POLICIES),
  returnPercent: z.number().nullable(),
  reminderLevels: z.array(z.number()),
  outletCount: z.number(),
  priceCount: z.number(),
});

export const tierListQuery = listQuery;
export const tierOptions = z.object({
  returnPolicies: z.array(z.object({ value: z.enum(RETURN_POLICIES), label: z.string() })),
});

/** Bulk price change for a tier: by percent (e.g. 5 or -2.5) or a fixed amount, rounded to `roundTo` rupiah. */
export const bulkPriceBody = z
  .object({
    mode: z.enum(['percent', 'amount']),
    value: z.number().min(-1_000_000_000).max(1_000_000_000),
    roundTo: z.union([z.literal(1), z.literal(100), z.literal(500), z.literal(1000)]).default(1),
    productIds: z.array(z.string().trim().min(1).max(20)).min(1).max(1000),
    apply: z.boolean().default(false),
  })
  .refine((v) => v.mode === 'percent' || Number.isInteger(v.value), {
    path: ['value'],
    message: tierTexts.bulk.wholeRupiah,
  });

/** GET /branch-group/prices/{id}: the products priced in this tier, for choosing a bulk change. */
export const tierPriceList = z.array(
  z.object({ productId: z.string(), title: z.string(), unit: z.string(), price: z.number() }),
);

export const bulkPriceResult = z.object({
  applied: z.boolean(),
  lines: z.array(z.object({ productId: z.string(), title: z.string(), oldPrice: z.number(), newPrice: z.number() })),
});
