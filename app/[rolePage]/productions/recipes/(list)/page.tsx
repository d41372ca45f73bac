import { ListScreen } from '@/components/layout/list-screen';
import type { RecipeListItem } from '@/lib/api/schemas/recipe';
import { can } from '@/lib/can';
import { t } from '@/lib/i18n/id';
import { LIST_PARAMS } from '@/lib/list-query';
import { readListPage } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { RecipeTable } from '../_components/recipe-table';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

/** Resep: a tab of Produksi (DOMAIN 15). */
export default async function RecipesPage({ params, searchParams }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/productions', 'GET /recipe');
  const { list } = await readListPage(LIST_PARAMS.plain, searchParams).from<RecipeListItem>(user, '/recipe');
  return (
    <ListScreen
      tabs={<ScreenTabs screen="productions" role={user.rolePage} current="recipes" />}
      title={t.recipe.title}
      description={t.recipe.intro}
    >
      <RecipeTable role={user.rolePage} list={list} canWrite={can(user.rolePage, 'PUT /recipe/update/{productId}')} />
    </ListScreen>
  );
}
