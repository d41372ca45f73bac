import { z } from 'zod';
import { validationTexts } from '../../i18n/id/core';
import { limitTexts } from '../../i18n/id/ops';
import { recipeTexts } from '../../i18n/id/recipes';
import { listQuery } from '../list';
import { LIMITS } from '../limits';
import { decimalInput, requiredDecimal, requiredWhole } from './common';
import { productCodeField, PRODUCT_TYPE_KEYS } from './product';

/** A recipe has a few dozen ingredients at most; anything past this is not a recipe. */
const MAX_INGREDIENTS = 100;

const productCode = productCodeField();

export const recipeProductParam = z.object({ productId: productCode });

export const recipeLine = z.object({
  productId: productCode,
  qty: requiredDecimal(validationTexts.required, limitTexts.qtyTooLarge, LIMITS.qty),
});

/** PUT /recipe/update/{productId}: the whole recipe, created or replaced (DOMAIN 15). */
export const recipeBody = z.object({
  batchYield: requiredWhole(recipeTexts.batchYieldRequired, limitTexts.qtyTooLarge, 1, LIMITS.qty),
  lossPercent: decimalInput
    .transform((v) => v ?? 0)
    .pipe(
      z
        .number()
        .min(0, recipeTexts.lossRange)
        .max(50, recipeTexts.lossRange)
        // Two decimals at most (16,19%), compared with a tolerance: 16.19 * 100 is 1618.9999999999998.
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, recipeTexts.lossRange),
    ),
  items: z
    .array(recipeLine)
    .max(MAX_INGREDIENTS)
    .nullish()
    .transform((v) => v ?? []),
});
export type RecipeBody = z.output<typeof recipeBody>;

export const recipeListQuery = listQuery;

export const recipeListItem = z.object({
  productId: z.string(),
  title: z.string(),
  type: z.enum(PRODUCT_TYPE_KEYS),
  typeName: z.string(),
  unit: z.string(),
  hasRecipe: z.boolean(),
  batchYield: z.number().nullable(),
  lossPercent: z.number().nullable(),
  ingredientCount: z.number(),
  updatedAt: z.string().nullable(),
});

export const recipeIngredient = z.object({
  itemId: z.number(),
  productId: z.string(),
  title: z.string(),
  unit: z.string(),
  type: z.enum(PRODUCT_TYPE_KEYS),
  qty: z.number(),
  /** The ingredient has a recipe of its own, so the plan explodes it (semi-finished). */
  hasRecipe: z.boolean(),
});

export const recipeDetail = recipeListItem.omit({ ingredientCount: true }).extend({
  updatedBy: z.string().nullable(),
  items: z.array(recipeIngredient),
});

export type RecipeListItem = z.infer<typeof recipeListItem>;
export type RecipeDetail = z.infer<typeof recipeDetail>;
export type RecipeIngredient = z.infer<typeof recipeIngredient>;
