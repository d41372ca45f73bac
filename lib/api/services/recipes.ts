import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { products, productTypes, productUnits } from '../db/schema/catalog';
import { recipeItems, recipes } from '../db/schema/recipes';
import { invalid, notFound, type FieldErrors } from '../errors';
import { containsPattern, listPage, type ListQuery } from '../list';
import type { ProductTypeKey } from '../schemas/product';
import type { RecipeBody, RecipeDetail } from '../schemas/recipe';
import { recordAudit } from './audit';
import { selectProducts } from './product-select';

/** Products that can have a recipe (DOMAIN 15): finished and semi-finished goods. */
export const RECIPE_TYPES: ProductTypeKey[] = ['bahan_jadi', 'setengah_jadi'];

/** A recipe may use a recipe that uses a recipe... five levels deep at most (DOMAIN 15). */
export const MAX_RECIPE_DEPTH = 5;

/** Serialises recipe writes, so two edits cannot close a cycle between them. */
const RECIPE_GRAPH_LOCK = 7423018;

const ingredientCount = sql<number>`(select count(*)::int from ${recipeItems} where ${recipeItems.recipeProductId} = ${products.id})`;

function recipeProducts(db: Db) {
  return selectProducts(db, {
    productId: products.id,
    title: products.title,
    type: productTypes.key,
    typeName: productTypes.name,
    unit: productUnits.name,
    batchYield: recipes.batchYield,
    lossPercent: recipes.lossPercent,
    updatedAt: recipes.updatedAt,
    updatedBy: users.name,
    ingredientCount,
  })
    .leftJoin(recipes, eq(recipes.productId, products.id))
    .leftJoin(users, eq(users.id, recipes.updatedBy));
}

type RecipeRow = Awaited<ReturnType<typeof recipeProducts>>[number];

const listItem = (row: RecipeRow) => ({
  productId: row.productId,
  title: row.title,
  type: row.type as ProductTypeKey,
  typeName: row.typeName,
  unit: row.unit,
  hasRecipe: row.batchYield !== null,
  batchYield: row.batchYield,
  lossPercent: row.lossPercent,
  ingredientCount: row.ingredientCount,
  updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
});

/** GET /recipe: every product that can have a recipe, with or without one, in the catalogue's order. */
export async function listRecipes(db: Db, query: ListQuery) {
  const where = and(
    inArray(productTypes.key, RECIPE_TYPES),
    query.search
      ? or(ilike(products.id, containsPattern(query.search)), ilike(products.title, containsPattern(query.search)))
      : undefined,
  );
  return listPage(
    query,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(products)
          .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
          .where(where)
      )[0].n,
    async (offset, limit) =>
      (
        await recipeProducts(db).where(where).orderBy(asc(products.queue), asc(products.id)).limit(limit).offset(offset)
      ).map(listItem),
  );
}

/** GET /recipe/show/{productId}: the recipe (or none yet) with its ingredients; 404 for a raw material. */
export async function showRecipe(db: Db, productId: string): Promise<RecipeDetail> {
  const [row] = await recipeProducts(db)
    .where(and(eq(products.id, productId), inArray(productTypes.key, RECIPE_TYPES)))
    .limit(1);
  if (!row) throw notFound();
  const ingredient = products;
  const items = await db
    .select({
      itemId: recipeItems.id,
      productId: recipeItems.ingredientId,
      title: ingredient.title,
      unit: productUnits.name,
      type: productTypes.key,
      qty: recipeItems.qty,
      hasRecipe: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.productId} = ${recipeItems.ingredientId})`,
    })
    .from(recipeItems)
    .innerJoin(ingredient, eq(ingredient.id, recipeItems.ingredientId))
    .innerJoin(productTypes, eq(productTypes.id, ingredient.productTypeId))
    .innerJoin(productUnits, eq(productUnits.id, ingredient.productUnitId))
    .where(eq(recipeItems.recipeProductId, productId))
    .orderBy(asc(recipeItems.id));
  const { ingredientCount: _count, ...detail } = listItem(row);
  return {
    ...detail,
    updatedBy: row.updatedBy,
    items: items.map((i) => ({ ...i, type: i.type as ProductTypeKey })),
  };
}

/** Every recipe's ingredients, product -> ingredient ids: the graph the cycle and depth rules walk. */
export async function recipeGraph(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ from: recipeItems.recipeProductId, to: recipeItems.ingredientId })
    .from(recipeItems)
    .orderBy(asc(recipeItems.recipeProductId), asc(recipeItems.id));
  const graph = new Map<string, string[]>();
  for (const r of rows) graph.set(r.from, [...(graph.get(r.from) ?? []), r.to]);
  return graph;
}

/**
 * The first chain that breaks a rule once `productId` uses `ingredients`: a cycle (the chain ends
 * where it began) or more than MAX_RECIPE_DEPTH recipe levels, counted over the whole graph so a
 * recipe that uses this product is checked too. Null when the graph stays a shallow tree.
 */
export function brokenChain(
  graph: Map<string, string[]>,
  productId: string,
  ingredients: string[],
): { kind: 'cycle' | 'depth'; chain: string[] } | null {
  const next = new Map(graph);
  next.set(productId, ingredients);
  const depthOf = new Map<string, { depth: number; chain: string[] }>();
  const walk = (node: string, path: string[]): { kind: 'cycle'; chain: string[] } | null => {
    if (path.includes(node)) return { kind: 'cycle', chain: [...path.slice(path.indexOf(node)), node] };
    if (depthOf.has(node)) return null;
    const children = next.get(node) ?? [];
    let best = { depth: 0, chain: [node] };
    for (const child of children) {
      if (!next.has(child)) continue; // a raw material ends the chain
      const found = walk(child, [...path, node]);
      if (found) return found;
      const below = depthOf.get(child)!;
      if (below.depth > best.depth - 1) best = { depth: below.depth + 1, chain: [node, ...below.chain] };
    }
    if (children.length > 0 && best.depth === 0) best = { depth: 1, chain: [node] };
    depthOf.set(node, best);
    return null;
  };
  for (const node of [productId, ...next.keys()]) {
    const found = walk(node, []);
    if (found) return found;
    const deepest = depthOf.get(node)!;
    if (deepest.depth > MAX_RECIPE_DEPTH) return { kind: 'depth', chain: deepest.chain };
  }
  return null;
}

async function titlesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/**
 * PUT /recipe/update/{productId}: creates or replaces the recipe in one transaction. Every line's
 * problem comes back at once under items.{i}.field; a cycle or too deep a chain is refused naming it
 * ("Roti Krim -> Krim Vanila -> Roti Krim").
 */
export async function saveRecipe(db: Db, actor: Actor, productId: string, input: RecipeBody): Promise<RecipeDetail> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECIPE_GRAPH_LOCK})`);
    const [product] = await tx
      .select({ id: products.id, title: products.title, type: productTypes.key })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) throw notFound();
    if (!RECIPE_TYPES.includes(product.type as ProductTypeKey))
      throw invalid(t.recipe.notRecipeProduct(product.title), { productId: t.recipe.notRecipeProduct(product.title) });
    if (input.items.length === 0) throw invalid(t.recipe.itemsRequired, { items: t.recipe.itemsRequired });

    const titles = await titlesOf(tx, [...new Set(input.items.map((i) => i.productId))]);
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    input.items.forEach((item, i) => {
      const title = titles.get(item.productId);
      if (title === undefined) errors[`items.${i}.productId`] = t.recipe.unknownIngredient(item.productId);
      else if (item.productId === productId) errors[`items.${i}.productId`] = t.recipe.selfIngredient(title);
      else if (seen.has(item.productId)) errors[`items.${i}.productId`] = t.recipe.duplicateIngredient(title);
      seen.add(item.productId);
    });
    const first = Object.values(errors)[0];
    if (first) throw invalid(first, errors);

    const broken = brokenChain(
      await recipeGraph(tx),
      productId,
      input.items.map((i) => i.productId),
    );
    if (broken) {
      const names = await titlesOf(tx, broken.chain);
      const chain = broken.chain.map((id) => names.get(id) ?? id).join(' -> ');
      const message = broken.kind === 'cycle' ? t.recipe.cycle(chain) : t.recipe.tooDeep(chain);
      throw invalid(message, { items: message });
    }

    const now = actor.now;
    const values = {
      batchYield: input.batchYield,
      lossPercent: input.lossPercent,
      updatedBy: actor.userId,
      updatedAt: now,
    };
    await tx
      .insert(recipes)
      .values({ productId, ...values })
      .onConflictDoUpdate({ target: recipes.productId, set: values });
    await tx.delete(recipeItems).where(eq(recipeItems.recipeProductId, productId));
    await tx
      .insert(recipeItems)
      .values(input.items.map((i) => ({ recipeProductId: productId, ingredientId: i.productId, qty: i.qty })));
    await recordAudit(tx, actor, 'update', 'recipe', productId, { title: product.title, ...input });
    return showRecipe(tx, productId);
  });
}

/** DELETE /recipe/delete/{productId}: the product stays; the plan then lists it among missing recipes. */
export async function deleteRecipe(db: Db, actor: Actor, productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(recipes)
      .where(eq(recipes.productId, productId))
      .returning({ productId: recipes.productId });
    if (!gone) throw notFound(t.recipe.noRecipe);
    await recordAudit(tx, actor, 'delete', 'recipe', productId, {});
  });
}
