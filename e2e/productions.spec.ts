import { expect, test, type Page } from '@playwright/test';
import { formatQuantity } from '../lib/i18n/format';
import { longDate } from '../lib/i18n/id/dates';
import { addCatalogueLine, day, lineQty, loginAndLand, t } from './helpers';
import { PLAN } from './fixtures';

/** Demo catalogue: two finished goods and a raw material. */
const BREAD = { id: '001', title: 'Roti Tawar Kupas' };
const DONUT = { id: '008', title: 'Donat Gula' };
const FLOUR = { id: '101', title: 'Tepung Terigu Protein Tinggi' };

async function addLine(page: Page, title: string, qty: string) {
  await addCatalogueLine(page, title, title, t.production.productSearch);
  if (qty) await lineQty(page, title).fill(qty);
}

/** Records a batch through the form and answers the detail page's path below the role page. */
async function recordBatch(page: Page, lines: { title: string; qty: string }[]) {
  await page.goto('/production/productions');
  await page.getByRole('link', { name: t.production.add }).click();
  await expect(page).toHaveURL(/\/production\/productions\/create$/);
  for (const line of lines) await addLine(page, line.title, line.qty);
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.production.created)).toBeVisible();
  await expect(page).toHaveURL(/\/production\/productions\/\d+$/);
  return new URL(page.url()).pathname.replace(/^\/production/, '');
}

/** Opens Setujui, types the good counts given (by product title and unit), and approves. */
async function approve(page: Page, counts: { title: string; unit: string; good: string }[] = []) {
  await page.getByRole('button', { name: t.production.approve }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(t.production.approveTitle)).toBeVisible();
  for (const c of counts) await dialog.getByLabel(t.production.madeLabel(c.title, c.unit)).fill(c.good);
  await dialog.getByRole('button', { name: t.production.approve }).click();
  return dialog;
}

/** A product's stock now, as the production form's product search answers it. */
async function stockOf(page: Page, productId: string): Promise<number> {
  const res = await page.request.get(`/bff/api/production/create?search=${productId}`);
  const found = ((await res.json()).data.products as { productId: string; stock: number }[]).find(
    (p) => p.productId === productId,
  );
  return found!.stock;
}

test('production records a batch, the warehouse is refused for short flour, then approves a batch into stock', async ({
  page,
  browser,
}) => {
  await loginAndLand(page, 'produksi', 'production');
  const [breadBefore, donutBefore, flourBefore] = [
    await stockOf(page, BREAD.id),
    await stockOf(page, DONUT.id),
    await stockOf(page, FLOUR.id),
  ];
  const tooMuch = flourBefore + 1000;

  const refusedPath = await recordBatch(page, [
    { title: BREAD.title, qty: '40' },
    { title: FLOUR.title, qty: `${tooMuch} kg` },
  ]);
  await expect(page.getByRole('heading', { name: /^Produksi PRD\/\d{4}\/\d{2}\/\d{4}$/ })).toBeVisible();
  await expect(page.getByText(t.production.statusPending, { exact: true })).toBeVisible();
  // A batch typed without a date is today's bake: its lots' shelf life counts from today.
  await expect(page.getByTestId('production-date')).toHaveText(longDate(day(0)));
  const consumedTable = page.getByRole('table', { name: t.production.consumed });
  await expect(consumedTable).toContainText(
    `${FLOUR.title}${FLOUR.id}${formatQuantity(tooMuch)} kg${formatQuantity(flourBefore)} kg`,
  );
  await expect(consumedTable).toContainText(t.production.stockShort);
  await expect(page.getByRole('button', { name: t.production.approve })).toHaveCount(0); // only the warehouse approves

  const warehouse = await browser.newPage();
  await loginAndLand(warehouse, 'gudang', 'warehouse');
  await warehouse.goto(`/warehouse${refusedPath}`);
  const refusedDialog = await approve(warehouse);
  // The refusal stays in the dialog (not only in a toast): it names the raw material and what is left.
  await expect(
    refusedDialog.getByRole('alert').filter({ hasText: t.stock.insufficient(FLOUR.title, flourBefore, 'kg') }),
  ).toBeVisible();
  await refusedDialog.getByRole('button', { name: t.dialog.cancel }).click();
  await expect(warehouse.getByText(t.production.statusPending, { exact: true })).toBeVisible();
  await expect(warehouse.getByRole('button', { name: t.production.approve })).toBeVisible();
  expect(await stockOf(warehouse, BREAD.id)).toBe(breadBefore);

  // A batch the stock can carry: finished goods in and, when there is flour, some flour out.
  const flourUsed = flourBefore >= 5 ? 5 : 0;
  const approvedPath = await recordBatch(page, [
    { title: BREAD.title, qty: '40' },
    { title: DONUT.title, qty: '120' },
    ...(flourUsed ? [{ title: FLOUR.title, qty: String(flourUsed) }] : []),
  ]);
  await warehouse.goto(`/warehouse${approvedPath}`);
  const approvedNumber = (await warehouse.getByRole('heading', { name: /^Produksi PRD\// }).textContent())!.replace(
    /^Produksi /,
    '',
  );
  const producedTable = warehouse.getByRole('table', { name: t.production.produced });
  await expect(producedTable).toContainText(`${BREAD.title}${BREAD.id}40 pcs${breadBefore} pcs`);
  // The counts start from the plan (these goods have no recipe loss); 4 donuts came out as rejects.
  await warehouse.getByRole('button', { name: t.production.approve }).click();
  const counting = warehouse.getByRole('alertdialog');
  await expect(counting.getByLabel(t.production.madeLabel(BREAD.title, 'pcs'))).toHaveValue('40');
  await expect(counting.getByText(t.production.madeHint('120 pcs'))).toBeVisible();
  await counting.getByRole('button', { name: t.dialog.cancel }).click();
  await approve(warehouse, [{ title: DONUT.title, unit: 'pcs', good: '116' }]);
  await expect(warehouse.getByText(t.messages.productionApproved)).toBeVisible();
  await expect(warehouse.getByText(t.production.statusApproved, { exact: true })).toBeVisible();
  await expect(warehouse.getByRole('button', { name: t.production.approve })).toHaveCount(0);
  await expect(warehouse.getByRole('definition').filter({ hasText: 'Agus Santoso' })).toBeVisible();
  // The stock now shown beside each line is the ledger's answer after approval.
  await expect(producedTable).toContainText(`${BREAD.title}${BREAD.id}40 pcs${breadBefore + 40} pcs`);
  // Of 120 donuts planned, 116 came out good: the rejects never reached stock.
  await expect(producedTable).toContainText(`${DONUT.title}${DONUT.id}116 pcs${donutBefore + 116} pcs`);
  expect(await stockOf(warehouse, BREAD.id)).toBe(breadBefore + 40);
  expect(await stockOf(warehouse, FLOUR.id)).toBe(flourBefore - flourUsed);

  // The stock API is built beside this screen; when it is there, its ledger must show the approval.
  const stock = await warehouse.request.get(`/bff/api/stock/show/${BREAD.id}`);
  if (stock.status() === 200) {
    const history = (await stock.json()).data as {
      items: { qty: number; documentNumber: string | null }[];
      options: { product: { stock: number } };
    };
    expect(history.options.product.stock).toBe(breadBefore + 40);
    expect(history.items).toContainEqual(expect.objectContaining({ qty: 40, documentNumber: approvedNumber }));
  }

  // The refused batch is untouched and still waits.
  await warehouse.goto(`/warehouse${refusedPath}`);
  await expect(warehouse.getByText(t.production.statusPending, { exact: true })).toBeVisible();

  // Production sees the approved batch as read-only.
  await page.goto(`/production${approvedPath}`);
  await expect(page.getByText(t.production.statusApproved, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: t.list.edit })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.list.delete })).toHaveCount(0);

  await warehouse.goto('/warehouse/productions?status=disetujui');
  await expect(warehouse.getByLabel(t.production.filterStatus)).toHaveValue('disetujui');
  await expect(warehouse.getByRole('row').filter({ hasText: approvedNumber })).toContainText(
    `${BREAD.title} 40 pcs, ${DONUT.title} 116 pcs`,
  );
  await expect(warehouse.getByRole('row').filter({ hasText: approvedNumber })).toContainText(
    t.production.statusApproved,
  );
  // Other journeys approve batches too (the plan's): the filter shows approved ones only.
  const rows = warehouse.getByRole('row').filter({ hasText: /PRD\// });
  await expect(rows.filter({ hasText: t.production.statusPending })).toHaveCount(0);
  await expect(rows.filter({ hasText: t.production.statusApproved })).not.toHaveCount(0);
  await warehouse.close();
});

test("on a phone, the form checks quantities before sending and shows the server's refusal of an empty batch", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAndLand(page, 'produksi', 'production');
  await page.goto('/production/productions/create');
  const stores: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/bff/api/production/store')) stores.push(r.method());
  });

  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.locator('form').getByText(t.errors.productionEmpty)).toBeVisible();
  expect(stores).toHaveLength(1);

  await addLine(page, DONUT.title, '');
  await addLine(page, FLOUR.title, '3');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.locator('form').getByText(t.errors.incomplete)).toBeVisible();
  const donutLine = page.getByTestId('production-line').filter({ hasText: DONUT.title });
  await expect(donutLine.getByText(t.validation.required)).toBeVisible();
  await expect(lineQty(page, DONUT.title)).toHaveAttribute('aria-invalid', 'true');
  expect(stores).toHaveLength(1); // nothing was sent
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await lineQty(page, DONUT.title).fill('6O');
  await expect(lineQty(page, DONUT.title)).toHaveValue('6');
  await page.getByRole('button', { name: t.lines.remove(FLOUR.title) }).click();
  // A semi-finished good is made by default; this batch uses cream instead.
  await addLine(page, PLAN.cream.title, '2');
  await page.getByLabel(`${t.production.direction} ${PLAN.cream.title}`).selectOption({ label: t.production.consumed });
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.production.created)).toBeVisible();
  await expect(page).toHaveURL(/\/production\/productions\/\d+$/);
  await expect(page.getByRole('table', { name: t.production.consumed })).toContainText(PLAN.cream.title);

  // Still pending: it can be changed, then deleted after confirming.
  await page.getByRole('link', { name: t.list.edit }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await lineQty(page, DONUT.title).fill('60');
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(t.production.updated)).toBeVisible();
  await expect(page.getByRole('table', { name: t.production.produced })).toContainText('60 pcs');

  await page.getByRole('button', { name: t.list.delete }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: t.dialog.cancel })).toBeVisible();
  await dialog.getByRole('button', { name: t.dialog.deleteConfirm }).click();
  await expect(page.getByText(t.production.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/production\/productions$/);
});

test('a missing batch says Data tidak ditemukan. and returns to the list', async ({ page }) => {
  await loginAndLand(page, 'gudang', 'warehouse');
  await page.goto('/warehouse/productions/987654');
  await expect(page.getByText(t.errors.notFound).first()).toBeVisible();
  await expect(page).toHaveURL(/\/warehouse\/productions$/);
});

test('the viewer reads batches without any write button', async ({ page }) => {
  await loginAndLand(page, 'viewer', 'viewer');
  await page.goto('/viewer/productions');
  await expect(page.getByRole('heading', { name: t.production.listTitle, exact: true })).toBeVisible();
  await expect(page.getByText(t.list.readOnly)).toBeVisible();
  await expect(page.getByRole('link', { name: t.production.add })).toHaveCount(0);
  const rows = page.getByRole('row').filter({ hasText: /PRD\// });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${t.list.edit} `) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${t.list.delete} `) })).toHaveCount(0);

  await rows
    .first()
    .getByRole('link', { name: new RegExp(`^${t.list.detail} `) })
    .click();
  await expect(page).toHaveURL(/\/viewer\/productions\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Produksi PRD\// })).toBeVisible();
  for (const name of [t.production.approve, t.list.delete])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.list.edit })).toHaveCount(0);
  await page.goto('/viewer/productions/create');
  await expect(page).toHaveURL(/\/404$/);
});
