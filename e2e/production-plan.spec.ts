import { expect, test } from '@playwright/test';
import { longDate } from '../lib/i18n/id/dates';
import { E2E_ACCOUNTS, PLAN } from './fixtures';
import { addCatalogueLine, apiAs, day, lineQty, loginAndLand, t } from './helpers';

const tp = t.productionPlan;
const tr = t.recipe;

/** A date no other journey orders for, so the plan of that date is this journey's own bread. */
const PLAN_DATE = day(53);

test('production writes a recipe, makes the production from the plan, the warehouse buys the shortfall and approves it into stock', async ({
  page,
  browser,
  playwright,
}) => {
  // The partner orders 80 of the bread for the plan date.
  const partner = await apiAs(playwright, E2E_ACCOUNTS.planPartner.username);
  const ordered = await partner.post('/bff/api/transaction/order/store', {
    deliveryDate: PLAN_DATE,
    items: [{ productId: PLAN.bread.id, qty: 80 }],
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  await partner.dispose();

  // Production writes the bread's recipe on the Resep tab: 50 a batch, flour 2,5 kg and cream 1,5 kg.
  await loginAndLand(page, 'produksi', 'production');
  await expect(page.getByTestId('production-plan')).toBeVisible(); // the plan is on the home
  await page.goto('/production/productions');
  await page.getByRole('link', { name: tr.tab, exact: true }).click();
  await expect(page).toHaveURL(/\/production\/productions\/recipes$/);
  await page.getByRole('searchbox').fill(PLAN.bread.title);
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('link', { name: `${tr.create} ${PLAN.bread.title}` }).click();
  await page.getByLabel(tr.batchYield).fill('50');
  await addCatalogueLine(page, PLAN.flour.title, PLAN.flour.title, tr.ingredientSearch);
  await lineQty(page, PLAN.flour.title).fill('2,5');
  await addCatalogueLine(page, PLAN.cream.title, PLAN.cream.title, tr.ingredientSearch);
  await lineQty(page, PLAN.cream.title).fill('1,5');
  await page.getByRole('button', { name: tr.save }).click();
  await expect(page.getByText(tr.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/production\/productions\/recipes$/);

  // The plan of the date explains itself: 80 ordered -> 2 batches of 50; cream 3 kg -> 1 batch of 5 kg;
  // flour 5 kg with 3 in stock is short by 2, from the preferred supplier.
  await page.getByRole('link', { name: tp.tab, exact: true }).click();
  await expect(page).toHaveURL(/\/production\/productions\/plan$/);
  await page.getByLabel(tp.deliveryDate).fill(PLAN_DATE);
  await expect(page.getByRole('heading', { name: tp.homeTitle(longDate(PLAN_DATE)) })).toBeVisible();
  const planLine = (title: string) =>
    page.getByTestId('plan-line').filter({ has: page.getByText(title, { exact: true }) });
  const breadLine = planLine(PLAN.bread.title);
  await expect(breadLine).toContainText('80 dipesan - 0 stok = 80 -> 2 batch x 50');
  await expect(planLine(PLAN.cream.title)).toContainText('3 dibutuhkan - 0 stok = 3 -> 1 batch x 5');
  const flour = page.getByTestId('plan-material').filter({ hasText: PLAN.flour.title });
  await expect(flour).toContainText(tp.explainMaterial(5, 3, 0, 2, 'kg'));
  await expect(flour).toContainText(PLAN.supplier);
  // Each figure with its unit: the bread's usable stock, and the flour in stock.
  await expect(breadLine.getByRole('cell', { name: '0 pcs', exact: true })).toBeVisible();
  await expect(flour.getByRole('cell', { name: '3 kg', exact: true })).toBeVisible();

  await page.getByRole('button', { name: tp.createProductions }).click();
  await expect(page).toHaveURL(/\/production\/productions\/\d+$/);
  const productionPath = new URL(page.url()).pathname.replace(/^\/production/, '');
  await expect(page.getByRole('table', { name: t.production.produced })).toContainText(`${PLAN.bread.title}`);
  // The cream this batch makes is there when the bread uses it: only the flour is flagged short.
  const used = page.getByRole('table', { name: t.production.consumed }).getByRole('row');
  await expect(used.filter({ hasText: PLAN.flour.title })).toContainText(t.production.stockShort);
  await expect(used.filter({ hasText: PLAN.cream.title })).not.toContainText(t.production.stockShort);

  // The warehouse sees the shortfall on its home and buys it from the preferred supplier.
  const warehouse = await browser.newPage();
  await loginAndLand(warehouse, 'gudang', 'warehouse');
  // Its Rencana tab still has bread to make (the batch waits for approval): no "nothing to make".
  await warehouse.goto(`/warehouse/productions/plan?deliveryDate=${PLAN_DATE}`);
  await expect(warehouse.getByTestId('production-plan')).toBeVisible();
  await expect(warehouse.getByTestId('plan-line').first()).toBeVisible();
  await expect(warehouse.getByTestId('plan-covered')).toHaveCount(0);
  // The tab also has the date's shortfall to order, for whichever date the warehouse picks there.
  const onTab = warehouse.getByTestId('shortfall-supplier').filter({ hasText: PLAN.supplier });
  await expect(onTab).toContainText(`${PLAN.flour.title} 2 kg`);
  await expect(onTab.getByRole('link', { name: `${tp.makeProcurement} ${PLAN.supplier}` })).toBeVisible();
  await warehouse.goto(`/warehouse?deliveryDate=${PLAN_DATE}`);
  const group = warehouse.getByTestId('shortfall-supplier').filter({ hasText: PLAN.supplier });
  await expect(group).toContainText(`${PLAN.flour.title} 2 kg`);
  await group.getByRole('link', { name: `${tp.makeProcurement} ${PLAN.supplier}` }).click();
  await expect(warehouse).toHaveURL(/\/warehouse\/procurements\/create\?/);
  await expect(lineQty(warehouse, PLAN.flour.title)).toHaveValue('2');
  await warehouse.getByLabel(t.procurement.paymentDueOn).fill(day(60));
  await warehouse.getByRole('button', { name: t.list.save }).click();
  await expect(warehouse.getByText(t.procurement.created)).toBeVisible();

  // Until the flour arrives the shortfall is on order; then the batch goes into stock.
  const gudang = await apiAs(playwright, 'gudang');
  const arrived = await gudang.post('/bff/api/stock/update', {
    notes: 'Tepung datang',
    items: [{ productId: PLAN.flour.id, qty: '2' }],
  });
  expect(arrived.status(), await arrived.text()).toBe(200);
  await gudang.dispose();
  await warehouse.goto(`/warehouse${productionPath}`);
  await warehouse.getByRole('button', { name: t.production.approve }).click();
  await warehouse.getByRole('alertdialog').getByRole('button', { name: t.production.approve }).click();
  await expect(warehouse.getByText(t.production.statusApproved, { exact: true })).toBeVisible();

  // The plan now has nothing left to make for the date.
  await page.goto(`/production/productions/plan?deliveryDate=${PLAN_DATE}`);
  await expect(breadLine).toContainText(tp.explainCovered(80, 'dipesan', 80));
  await expect(page.getByTestId('plan-covered')).toHaveText(tp.nothingToMake);
  await expect(page.getByRole('button', { name: tp.topUp })).toHaveCount(0);
  await warehouse.close();
});

test('stock per size: the warehouse counts one size, the plan makes what each size lacks, and the batch comes in per size', async ({
  page,
  browser,
  playwright,
}) => {
  const date = day(54);
  const sized = PLAN.sized;
  const ti = t.inventory;

  // The warehouse counts 10 of size S on the adjust form.
  const warehouse = await browser.newPage();
  await loginAndLand(warehouse, 'gudang', 'warehouse');
  await warehouse.goto('/warehouse/inventory/adjust');
  await warehouse.getByLabel(ti.searchProducts).fill(sized.title);
  await warehouse.getByLabel(ti.searchProducts).press('Enter');
  await warehouse.getByLabel(ti.sizeOf(sized.title)).selectOption('S');
  await warehouse.getByLabel(ti.qtyOf(sized.title)).fill('10');
  await expect(warehouse.getByTestId('adjust-summary')).toContainText(`${sized.title} (${t.lines.sizeLabel('S')})`);
  await warehouse.getByLabel(ti.notesLabel).fill('Hitung ukuran S');
  await warehouse.getByRole('button', { name: t.list.save }).click();
  await expect(warehouse.getByText(t.messages.stockUpdated)).toBeVisible();
  await warehouse.goto(`/warehouse/inventory/${sized.id}`);
  await expect(warehouse.getByTestId('size-stock')).toHaveText(`${ti.perSize}: S 10 · M 0 · L 0`);
  await expect(warehouse.getByRole('row', { name: /Hitung ukuran S/ })).toContainText(t.lines.sizeLabel('S'));

  // The partner orders 30 S and 12 M for the date.
  const partner = await apiAs(playwright, E2E_ACCOUNTS.planPartner.username);
  const ordered = await partner.post('/bff/api/transaction/order/store', {
    deliveryDate: date,
    items: [
      { productId: sized.id, qty: 30, notes: 'S' },
      { productId: sized.id, qty: 12, notes: 'M' },
    ],
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  await partner.dispose();

  // The plan makes 20 S (10 are on the shelf) and 12 M, and the batch from it is per size.
  await loginAndLand(page, 'produksi', 'production');
  await page.goto(`/production/productions/plan?deliveryDate=${date}`);
  const line = page.getByTestId('plan-line').filter({ has: page.getByText(sized.title, { exact: true }) });
  await expect(line).toContainText(
    tp.sizesOrdered(`${tp.sizeOrdered('S', '30', '20')}, ${tp.sizeOrdered('M', '12', '12')}`),
  );
  await expect(line).toContainText('42 dipesan - 10 stok = 32');
  await page.getByRole('button', { name: tp.createProductions }).click();
  await expect(page).toHaveURL(/\/production\/productions\/\d+$/);
  const produced = page.getByRole('table', { name: t.production.produced });
  await expect(produced.getByRole('row').filter({ hasText: t.lines.sizeLabel('S') })).toContainText('20 pcs');
  await expect(produced.getByRole('row').filter({ hasText: t.lines.sizeLabel('M') })).toContainText('12 pcs');
  const productionPath = new URL(page.url()).pathname.replace(/^\/production/, '');

  // Approved, the sizes hold what the outlets ordered.
  await warehouse.goto(`/warehouse${productionPath}`);
  await warehouse.getByRole('button', { name: t.production.approve }).click();
  await warehouse.getByRole('alertdialog').getByRole('button', { name: t.production.approve }).click();
  await expect(warehouse.getByText(t.production.statusApproved, { exact: true })).toBeVisible();
  await warehouse.goto(`/warehouse/inventory/${sized.id}`);
  await expect(warehouse.getByTestId('size-stock')).toHaveText(`${ti.perSize}: S 30 · M 12 · L 0`);
  await warehouse.close();
});
