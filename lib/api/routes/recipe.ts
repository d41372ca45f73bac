import { t } from '../../i18n/id';
import { ok } from '../envelope';
import { listSchema } from '../list';
import { apiRoute, jsonBody, newRouter, okAnswer } from '../route';
import { recipeBody, recipeDetail, recipeListItem, recipeListQuery, recipeProductParam } from '../schemas/recipe';
import { deleteRecipe, listRecipes, saveRecipe, showRecipe } from '../services/recipes';
import { z } from 'zod';

const tags = ['Resep'];

/** DOMAIN 15: a recipe per finished or semi-finished product, exploded by the production plan. */
export const recipeRoutes = newRouter()
  .openapi(
    apiRoute({
      method: 'get',
      path: '/recipe',
      tags,
      summary: 'Produk jadi dan setengah jadi, dengan atau tanpa resep',
      request: { query: recipeListQuery },
      responses: okAnswer(listSchema(recipeListItem, z.object({})), 'Daftar resep'),
    }),
    async (c) => ok(c, await listRecipes(c.var.db, c.req.valid('query'))),
  )
  .openapi(
    apiRoute({
      method: 'get',
      path: '/recipe/show/{productId}',
      tags,
      summary: 'Resep satu produk (bahan per batch)',
      request: { params: recipeProductParam },
      errors: [404],
      responses: okAnswer(recipeDetail, 'Resep'),
    }),
    async (c) => ok(c, await showRecipe(c.var.db, c.req.valid('param').productId)),
  )
  .openapi(
    apiRoute({
      method: 'put',
      path: '/recipe/update/{productId}',
      tags,
      summary: 'Buat atau ganti resep (hasil per batch, susut, bahan)',
      request: { params: recipeProductParam, body: jsonBody(recipeBody) },
      errors: [404],
      responses: okAnswer(recipeDetail, 'Resep yang disimpan'),
    }),
    async (c) =>
      ok(
        c,
        await saveRecipe(c.var.db, c.var.actor, c.req.valid('param').productId, c.req.valid('json')),
        t.recipe.saved,
      ),
  )
  .openapi(
    apiRoute({
      method: 'delete',
      path: '/recipe/delete/{productId}',
      tags,
      summary: 'Hapus resep (produknya tetap ada)',
      request: { params: recipeProductParam },
      errors: [404],
      responses: okAnswer(z.null(), 'Resep dihapus'),
    }),
    async (c) => {
      await deleteRecipe(c.var.db, c.var.actor, c.req.valid('param').productId);
      return ok(c, null, t.recipe.deleted);
    },
  );
