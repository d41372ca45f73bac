import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DISPATCH_OUTLET, DISPATCH_OUTLET_2, E2E_ACCOUNTS } from './fixtures';
import {
  addCatalogueLine,
  apiAs,
  day,
  hydrated,
  lineQty,
  loginAndLand,
  searchCatalogue,
  t,
  withApiClockAhead,
} from './helpers';
import { ONE_PIXEL_PNG as PNG } from '../lib/testing/files';

const tb = t.dispatch.bulk;
const tp = t.dispatch.proof;
const td = t.dispatch.dispute;
const tr = t.returns;

/** A partner and dates no other journey orders for, so this date's pending orders are this spec's own. */
const PARTNER = E2E_ACCOUNTS.dispatchPartner.username;
const BULK_DATE = day(47);
const PROOF_DATE = day(48);
const ABON = { id: '007', title: 'Roti Abon Sapi' };
/** The return journey's product: no other journey of this file sends it, so the outlet received only its 3. */
const PISANG = { id: '009', title: 'Roti Pisang Cokelat' };
/** 80 in the demo's opening stock and in no other journey: an order of 500 cannot leave the warehouse. */
const SHORT = { id: '012' };

/** The key of a proof another driver recorded on the phone; it sorts before any proof of this journey. */
const OTHER_DRIVERS_PROOF = '0000-kurir-lain';

/** Runs in the page: keeps another driver's proof in the phone's outbox (lib/client/delivery-outbox.ts). */
function keepOtherDriversProof(key: string) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('roti-pusat');
    open.onsuccess = () => {
      const tx = open.result.transaction('bukti-kirim', 'readwrite');
      tx.objectStore('bukti-kirim').put(
        {
          clientKey: key,
          owner: 'kurir-lain',
          orderId: 1,
          number: 'ORD/LAIN',
          body: { lines: [], recipientName: 'Pak Lain', lat: null, lng: null, clientKey: key },
          photo: null,
          photoName: 'bukti.png',
          uploaded: 'bukti.png',
          savedAt: new Date().toISOString(),
        },
        key,
      );
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  });
}

/** Runs in the page: the keys of the proofs still kept in the phone's outbox. */
function outboxKeys() {
  return new Promise<IDBValidKey[]>((resolve, reject) => {
    const open = indexedDB.open('roti-pusat');
    open.onsuccess = () => {
      const keys = open.result.transaction('bukti-kirim').objectStore('bukti-kirim').getAllKeys();
      keys.onsuccess = () => resolve(keys.result);
      keys.onerror = () => reject(keys.error);
    };
    open.onerror = () => reject(open.error);
  });
}

async function place(mitra: Awaited<ReturnType<typeof apiAs>>, deliveryDate: string, productId: string, qty: number) {
  const res = await mitra.post('/bff/api/transaction/order/store', { deliveryDate, items: [{ productId, qty }] });
  expect(res.status(), await res.text()).toBe(200);
  const { transactionOrderId } = (await res.json()).data;
  const shown = await (await mitra.get(`/bff/api/transaction/order/show/${transactionOrderId}`)).json();
  return { id: transactionOrderId as number, number: shown.data.number as string };
}

test('production confirms a date’s orders at once, only the short product’s order fails, and downloads the pack', async ({
  page,
  playwright,
}) => {
  const mitra = await apiAs(playwright, PARTNER);
  await place(mitra, BULK_DATE, ABON.id, 2);
  await place(mitra, BULK_DATE, ABON.id, 3);
  const short = await place(mitra, BULK_DATE, SHORT.id, 500);
  await mitra.dispose();

  await loginAndLand(page, 'produksi', 'production');
  await page.goto('/production/order');
  await expect(page.getByTestId('bulk-hint')).toHaveText(tb.hint);
  // The bulk tools' code comes late, as on a slow line: their button must wait for it, not drop the click.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('order/confirm-bulk')) await new Promise((r) => setTimeout(r, 2_000));
    await route.fulfill({ response, body });
  });
  await page.goto(`/production/order?deliveryDate=${BULK_DATE}`);
  await hydrated(page);
  await page.getByRole('button', { name: tb.confirmAll }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: tb.confirm }).click();
  const result = page.getByTestId('bulk-result');
  await expect(result).toContainText(tb.done(2, 1));
  await expect(result).toContainText(short.number);
  await expect(page.getByRole('row').filter({ hasText: short.number })).toContainText(t.order.statuses.pending);
  // Chunks still on their way when the test moves on must not fail it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await page.goto(`/production/delivery?date=${BULK_DATE}`);
  // The order left pending is on the list, told apart: its goods have not left stock.
  const pending = page.getByRole('article').filter({ hasText: short.number });
  await expect(pending.getByTestId('delivery-not-confirmed')).toHaveText(t.delivery.notConfirmed);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.dispatch.pack.download }).click();
  expect((await download).suggestedFilename()).toBe(t.dispatch.pack.filename(BULK_DATE));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a driver records a drop with a shortfall and a photo; the partner sees the proof and objects', async ({
    page,
    playwright,
  }) => {
    const mitra = await apiAs(playwright, PARTNER);
    const order = await place(mitra, PROOF_DATE, ABON.id, 4);
    await mitra.dispose();
    const produksi = await apiAs(playwright, 'produksi');
    const confirmed = await produksi.post(`/bff/api/transaction/order/confirm/${order.id}`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await produksi.dispose();

    // The drop is proven on its day (the API refuses a proof ahead of it): the API's clock goes there.
    await withApiClockAhead(48, async () => {
      await loginAndLand(page, 'kurir', 'delivery');
      await page.goto(`/delivery/delivery?date=${PROOF_DATE}`);
      await page.getByRole('link', { name: tp.actionOf(order.number) }).click();
      await expect(page.getByRole('heading', { name: tp.formTitle(order.number) })).toBeVisible();
      await expect(page.getByLabel(`${tp.received} ${ABON.title}`)).toHaveValue('4');
      await page.getByLabel(`${tp.received} ${ABON.title}`).fill('3');
      await page.getByLabel(tp.recipient).fill('Bu Ani');
      await page.getByRole('button', { name: tp.save }).click();
      await expect(page.getByText(tp.photoRequired)).toBeVisible();
      await page.getByLabel(tp.photoTake).setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: tp.photo })).toHaveAttribute('src', /^blob:/);
      // A shortfall without its reason is refused by the API, beside its line.
      await page.getByRole('button', { name: tp.save }).click();
      await expect(page.getByTestId('proof-line').getByText(tp.reasonRequired)).toBeVisible();
      await page.getByLabel(`${tp.reason} ${ABON.title}`).selectOption({ label: tp.reasons.rusak });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // No network at the outlet: the proof is kept on the phone, and sent once the network is back.
      await page.context().setOffline(true);
      await page.getByRole('button', { name: tp.save }).click();
      await expect(page.getByTestId('delivery-queued')).toHaveText(tp.queued);
      // A proof another driver left on this shared phone waits for that driver: it is not sent now.
      await page.evaluate(keepOtherDriversProof, OTHER_DRIVERS_PROOF);
      await page.context().setOffline(false);
      await expect(page.getByText(tp.sentLater(order.number))).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(outboxKeys)).toEqual([OTHER_DRIVERS_PROOF]);
      // Once it is recorded, the form's page leads back to the list by itself.
      await expect(page).toHaveURL(new RegExp(`/delivery/delivery\\?date=${PROOF_DATE}$`));
      await expect(page.getByRole('link', { name: tp.actionOf(order.number) })).toHaveCount(0);
      await expect(page.getByTestId('delivery-outbox')).toHaveCount(0);

      await loginAndLand(page, PARTNER, 'merchant');
      await page.goto(`/merchant/order/detail/${order.id}`);
      const proof = page.getByTestId('delivery-proof');
      await expect(proof).toContainText('Bu Ani');
      await expect(proof).toContainText(tp.shortfallLine(ABON.title, 3, 4, tp.reasons.rusak));
      // The driver's photo reaches the outlet's own partner (a staff upload shown on its order).
      const photo = page.getByRole('img', { name: tp.photoAlt(order.number) });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // Sent once: one shortfall adjustment, whatever the retries.
      const partner = await apiAs(playwright, PARTNER);
      const shown = await (await partner.get(`/bff/api/transaction/order/show/${order.id}`)).json();
      expect(shown.data.items).toEqual([expect.objectContaining({ qty: 3, orderedQty: 4 })]);
      await partner.dispose();
      await page.getByRole('button', { name: td.ask }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: td.ask }).click();
      await expect(dialog.getByText(td.notesRequired)).toBeVisible();
      await dialog.getByLabel(td.notes).fill('Satu roti penyok, bukan rusak.');
      await dialog.getByRole('button', { name: td.ask }).click();
      await expect(page.getByText(td.done)).toBeVisible();
      await expect(page.getByTestId('delivery-dispute')).toContainText(td.statuses.open);
      await expect(page.getByRole('button', { name: td.ask })).toHaveCount(0);

      // The owner is told on its home, checks the order and closes the objection with a note.
      await loginAndLand(page, 'owner', 'owner');
      await page.getByTestId('disputes-open').click();
      await expect(page).toHaveURL(/\/owner\/delivery\/disputes\?status=open$/);
      await page.getByRole('button', { name: td.resolveOf(order.number) }).click();
      const resolve = page.getByRole('alertdialog');
      await resolve.getByRole('button', { name: td.resolve }).click();
      await expect(resolve.getByText(td.resolutionRequired)).toBeVisible();
      await resolve.getByLabel(td.resolution).fill('Diganti satu roti pada pengiriman berikutnya.');
      await resolve.getByRole('button', { name: td.resolve }).click();
      await expect(page.getByText(td.resolved)).toBeVisible();

      await loginAndLand(page, PARTNER, 'merchant');
      await page.goto(`/merchant/order/detail/${order.id}`);
      await expect(page.getByTestId('delivery-dispute')).toContainText(td.statuses.resolved);
      await expect(page.getByTestId('delivery-dispute')).toContainText('Diganti satu roti');
    });
  });
});

test.describe('returns, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the driver picks up a return at a stop, production processes it, the partner and the home see it', async ({
    page,
    playwright,
  }) => {
    const date = day(49);
    const mitra = await apiAs(playwright, PARTNER);
    const order = await place(mitra, date, PISANG.id, 3);
    await mitra.dispose();
    const producer = await apiAs(playwright, 'produksi');
    const confirmed = await producer.post(`/bff/api/transaction/order/confirm/${order.id}`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await producer.dispose();

    // The driver picks the leftovers up on the delivery day, and production processes them (the
    // API's clock is moved there): a return is of goods the outlet received.
    await withApiClockAhead(49, async () => {
      await loginAndLand(page, 'kurir', 'delivery');
      await page.goto(`/delivery/delivery?date=${date}`);
      await page.getByRole('link', { name: tr.pickUpOf(DISPATCH_OUTLET) }).click();
      await expect(page.getByRole('heading', { name: tr.pickUpOf(DISPATCH_OUTLET) })).toBeVisible();
      await addCatalogueLine(page, 'pisang', PISANG.title);
      await lineQty(page, PISANG.title).fill('4');
      await page.getByRole('button', { name: t.list.save }).click();
      await expect(page.getByTestId('return-line').getByText(tr.reasonRequired)).toBeVisible();
      await page.getByLabel(`${tr.reason} ${PISANG.title}`).selectOption({ label: tr.reasons.sisa });
      await page.getByRole('button', { name: t.list.save }).click();
      // More than the outlet received is refused on the line.
      const tooMany = tr.moreThanReceived(PISANG.title, 3, 'pcs');
      await expect(page.getByTestId('return-line').getByText(tooMany)).toBeVisible();
      await lineQty(page, PISANG.title).fill('2');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: t.list.save }).click();
      await expect(page.getByText(tr.saved)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/delivery/delivery\\?date=${date}$`));

      await loginAndLand(page, 'produksi', 'production');
      await page.goto('/production/order/returns?status=menunggu');
      const row = page.getByRole('row').filter({ hasText: DISPATCH_OUTLET }).first();
      await expect(row).toContainText(t.changeRequest.line(PISANG.title, 2, null));
      await row.getByRole('link', { name: /^RET\// }).click();
      await page.getByLabel(tr.dispositionOf(PISANG.title)).selectOption({ label: tr.dispositions.buang });
      await page.getByRole('button', { name: tr.process }).click();
      await expect(page.getByText(tr.processed)).toBeVisible();
      await page.goto('/production');
      await expect(page.getByTestId('waste-summary')).toContainText(tr.wasteQty);
    });

    // The partner finds its returns as a tab of the order screen.
    await loginAndLand(page, PARTNER, 'merchant');
    await page.goto('/merchant/order');
    await page.getByRole('navigation', { name: t.changeRequest.tabsLabel }).getByRole('link', { name: tr.tab }).click();
    await expect(page).toHaveURL(/\/merchant\/order\/returns$/);
    await expect(page.getByRole('link', { name: tr.tab, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('row').filter({ hasText: PISANG.title }).first()).toContainText(tr.statuses.diproses);
  });
});

test('production makes a route of two stops in its order with a driver, and assigns a date’s order to a driver in bulk', async ({
  page,
  playwright,
}) => {
  const rt = t.dispatch.route;
  const name = `Rute Uji ${Date.now().toString(36)}`;
  await loginAndLand(page, 'produksi', 'production');
  await page.goto('/production/delivery');
  await page.getByRole('link', { name: rt.tab, exact: true }).click();
  await page.getByRole('link', { name: rt.add }).click();
  await page.getByLabel(rt.name).fill(name);
  await page.getByLabel(rt.driver).selectOption({ index: 1 });
  for (const outlet of [DISPATCH_OUTLET, DISPATCH_OUTLET_2]) {
    await searchCatalogue(page, rt.stopSearch, outlet);
    await page.getByRole('button', { name: t.lines.add(outlet), exact: true }).click();
  }
  await expect(page.getByTestId('route-stop')).toHaveCount(2);
  await page.getByRole('button', { name: `${t.list.moveUp} ${DISPATCH_OUTLET_2}` }).click();
  await expect(page.getByTestId('route-stop').first()).toContainText(DISPATCH_OUTLET_2);
  await page.getByRole('button', { name: t.list.save }).click();
  await expect(page.getByText(rt.created)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByTestId('route-stops').locator('li')).toHaveText([DISPATCH_OUTLET_2, DISPATCH_OUTLET]);

  const date = day(50);
  const mitra = await apiAs(playwright, PARTNER);
  const order = await place(mitra, date, ABON.id, 1);
  await mitra.dispose();
  await page.goto(`/production/order?deliveryDate=${date}`);
  await hydrated(page); // a controlled checkbox clicked before React holds it springs back
  await page.getByRole('checkbox', { name: tb.select(order.number) }).check();
  await page.getByRole('button', { name: t.dispatch.assign.action(1) }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(t.dispatch.assign.driver).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: t.dispatch.assign.confirm }).click();
  await expect(page.getByText(t.dispatch.assign.done(1))).toBeVisible();
});

test('finance reaches the routes from its home and prints the delivery pack of a date there', async ({
  page,
  playwright,
}) => {
  const date = day(51);
  const mitra = await apiAs(playwright, PARTNER);
  await place(mitra, date, ABON.id, 1);
  await mitra.dispose();

  await loginAndLand(page, 'finance', 'admin');
  await page.getByRole('link', { name: t.dispatch.route.tab, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/delivery\/routes$/);
  await page.getByLabel(t.dispatch.pack.deliveryDate).fill(date);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.dispatch.pack.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(t.dispatch.pack.filename(date));
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
