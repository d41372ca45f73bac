import { PageHeader } from '@/components/layout/page-header';
import { RecordNotFound } from '@/components/layout/record-not-found';
import { SectionCard } from '@/components/ui/card';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import type { ProductionProductOption } from '@/lib/api/schemas/production';
import type { RecipeDetail } from '@/lib/api/schemas/recipe';
import { can } from '@/lib/can';
import { formatQuantity } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/id';
import { serverRead } from '@/lib/server/api-read';
import { requireScreen } from '@/lib/server/current-user';
import { RecipeForm } from '../_components/recipe-form';
import type { RolePageProps } from '@/lib/server/page-props';
import { ScreenTabs } from '@/components/layout/screen-tabs';

const tr = t.recipe;

/** One product's recipe: the form for production, the ingredients for the warehouse and the viewer. */
export default async function RecipePage({ params }: RolePageProps<'productId'>) {
  const { rolePage, productId } = await params;
  const user = await requireScreen(rolePage, '/productions', 'GET /recipe');
  const canWrite = can(user.rolePage, 'PUT /recipe/update/{productId}');
  const [{ data: recipe }, options] = await Promise.all([
    serverRead<RecipeDetail>(user, `/recipe/show/${encodeURIComponent(productId)}`),
    canWrite ? serverRead<{ products: ProductionProductOption[] }>(user, '/production/create') : null,
  ]);
  if (!recipe) return <RecordNotFound message={t.errors.notFound} list="/productions/recipes" back={tr.back} />;
  return (
    <div className="mx-auto max-w-4xl">
      <ScreenTabs screen="productions" role={user.rolePage} current="recipes" />
      <PageHeader title={tr.formTitle(recipe.title)} description={`${recipe.productId} · ${recipe.typeName}`} />
      {canWrite ? (
        <RecipeForm role={user.rolePage} recipe={recipe} initialOptions={options?.data?.products ?? []} />
      ) : (
        <SectionCard
          title={
            recipe.batchYield === null
              ? tr.noRecipe
              : `${tr.batchYield}: ${formatQuantity(recipe.batchYield)} ${recipe.unit} · ${tr.lossPercent}: ${tr.lossLabel(recipe.lossPercent ?? 0)}`
          }
        >
          {recipe.items.length > 0 ? (
            <Table caption={tr.ingredients}>
              <TableHead className="bg-transparent">
                <tr>
                  <HeadCell className="pl-0">{tr.columns.ingredients}</HeadCell>
                  <HeadCell numeric className="pr-0">
                    {tr.ingredients}
                  </HeadCell>
                </tr>
              </TableHead>
              <tbody>
                {recipe.items.map((i) => (
                  <Row key={i.itemId}>
                    <Cell className="pl-0">{`${i.title} (${i.productId})`}</Cell>
                    <Cell numeric className="pr-0">{`${formatQuantity(i.qty)} ${i.unit}`}</Cell>
                  </Row>
                ))}
              </tbody>
            </Table>
          ) : null}
        </SectionCard>
      )}
    </div>
  );
}
