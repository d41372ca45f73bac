import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../i18n/id';
import { withTestApi, expectOk, expectRefused } from '../testing/api';
import { insertProduct } from '../testing/fixtures';
import { productPrices, products } from './db/schema/catalog';
import { LIMITS } from './limits';
import { day } from '../testing/days';

// Issue 11: amounts past sane limits are refused with 422 in Indonesian; nothing reaches 2^53.
let outletId: number;
let bread: string;
let flour: string;

const tomorrow = day(1);
const rupiah = (n: number) => n.toLocaleString('id-ID');

const { h, owner, merchant } = withTestApi({ owner: 'owner', merchant: 'merchant' });
beforeAll(async () => {
  outletId = merchant.outletIds[0];
  bread = await insertProduct(h.db, { type: 'bahan_jadi', unit: 'pcs', stock: 1_000_000 });
  flour = await insertProduct(h.db, { unit: 'kg' });
  await h.db.update(products).set({ isPublish: true }).where(eq(products.id, bread));
  // The most a tier may charge: Rp 1 miliar a piece.
  await h.db.insert(productPrices).values({ productId: bread, branchGroupId: merchant.tier!, price: 1e9 });
});

describe('amount limits', () => {
  it('states the limits in the texts exactly as the module sets them', () => {
    expect(t.limits.qtyTooLarge).toContain(rupiah(LIMITS.qty));
    expect(t.limits.priceTooLarge).toContain(rupiah(LIMITS.price));
    expect(t.limits.totalTooLarge).toContain(rupiah(LIMITS.documentTotal));
  });

  it('refuses a manual invoice of 10^12 x 10^12 by field, and one whose lines add up past Rp 100 miliar', async () => {
    const before = expectOk(await owner.call('GET', '/transaction?limit=1')).pagination.total;
    const huge = await owner.call('POST', '/transaction/store', {
      branchId: outletId,
      items: [{ productId: bread, qty: 1e12, price: 1e12 }],
    });
    expect(expectRefused(huge, 422)).toMatchObject({
      'items.0.qty': t.limits.qtyTooLarge,
      'items.0.price': t.limits.priceTooLarge,
    });
    const summed = await owner.call('POST', '/transaction/store', {
      branchId: outletId,
      items: [
        { productId: bread, qty: LIMITS.qty, price: LIMITS.price },
        { productId: flour, qty: 1, price: 1 },
      ],
    });
    expectRefused(summed, 422);
    expect(summed.body).toMatchObject({ message: t.limits.totalTooLarge, error: { items: t.limits.totalTooLarge } });
    expect(expectOk(await owner.call('GET', '/transaction?limit=1')).pagination.total).toBe(before);
    // Right at the limit is still a valid invoice, stored and shown to the rupiah.
    const atLimit = await owner.call('POST', '/transaction/store', {
      branchId: outletId,
      items: [{ productId: bread, qty: 100, price: LIMITS.price }],
    });
    expect(expectOk(atLimit).total).toBe(LIMITS.documentTotal);
  });

  it('refuses an order past the quantity limit, and one whose total would pass Rp 100 miliar', async () => {
    const tooMany = await merchant.call('POST', '/transaction/order/store', {
      deliveryDate: tomorrow,
      items: [{ productId: bread, qty: LIMITS.qty + 1 }],
    });
    expect(expectRefused(tooMany, 422)).toMatchObject({ 'items.0.qty': t.limits.qtyTooLarge });
    const tooDear = await merchant.call('POST', '/transaction/order/store', {
      deliveryDate: tomorrow,
      items: [{ productId: bread, qty: 101 }],
    });
    expectRefused(tooDear, 422, t.limits.totalTooLarge);
    expect(expectOk(await merchant.call('GET', '/transaction/order')).pagination.total).toBe(0);
  });

  it('refuses an adjustment that would take a delivered order past the limit', async () => {
    const placed = await merchant.call('POST', '/transaction/order/store', {
      deliveryDate: tomorrow,
      items: [{ productId: bread, qty: 2 }],
    });
    const id = expectOk(placed).transactionOrderId;
    expectOk(await owner.call('POST', `/transaction/order/confirm/${id}`));
    const res = await owner.call('POST', `/transaction/order/store-adjustment/${id}`, {
      adjustmentNotes: 'salah ketik',
      items: [{ productId: bread, qty: 500 }],
    });
    expectRefused(res, 422, t.limits.totalTooLarge);
    const shown = expectOk(await owner.call('GET', `/transaction/order/show/${id}`));
    expect(shown.total).toBe(2e9);
  });

  it('refuses a product price above Rp 1 miliar and a procurement past Rp 100 miliar', async () => {
    const { options } = expectOk(await owner.call('GET', '/product/create'));
    const product = await owner.call('POST', '/product/store', {
      title: 'Roti Emas',
      productType: options.type.find((o: { key: string }) => o.key === 'bahan_jadi').id,
      productUnit: options.unit.find((o: { name: string }) => o.name === 'pcs').id,
      batchPrice: [{ branchGroupId: options.batch[0].id, price: String(LIMITS.price + 1) }],
    });
    expect(expectRefused(product, 422)).toMatchObject({ 'batchPrice.0.price': t.limits.priceTooLarge });

    const warehouse = await h.as('warehouse');
    const supplierId = expectOk(
      await warehouse.call('POST', '/supplier/store', { company: 'PT Batas Uji' }),
    ).supplierId;
    const res = await warehouse.call('POST', '/procurement/store', {
      supplierId,
      items: [
        { productId: flour, qty: LIMITS.qty, price: LIMITS.price },
        { productId: bread, qty: 1, price: 1 },
      ],
    });
    expect(expectRefused(res, 422)).toMatchObject({ items: t.limits.totalTooLarge });
  });

  it('refuses a nominal tax past the document limit', async () => {
    const created = expectOk(
      await owner.call('POST', '/transaction/store', {
        branchId: outletId,
        items: [{ productId: flour, qty: 1, price: 1000 }],
      }),
    );
    const res = await owner.call('POST', '/transaction/adjustment-invoice', {
      transactionId: created.transactionId,
      discount: '0',
      discountType: 'nominal',
      taxAmount: String(LIMITS.documentTotal + 1),
      taxType: 'nominal',
      adjustmentNote: 'pajak',
    });
    expect(expectRefused(res, 422)).toMatchObject({ taxAmount: t.limits.totalTooLarge });
  });
});

describe('decimals in whole-number fields (issue 12: "2,5" never becomes 25)', () => {
  it('refuses a decimal quantity or price on its field everywhere, and still reads thousands dots', async () => {
    const order = await merchant.call('POST', '/transaction/order/store', {
      deliveryDate: tomorrow,
      items: [{ productId: bread, qty: '2,5' }],
    });
    expect(expectRefused(order, 422)).toMatchObject({ 'items.0.qty': t.validation.wholeNumber });

    const invoice = await owner.call('POST', '/transaction/store', {
      branchId: outletId,
      items: [{ productId: flour, qty: '1', price: '12.50' }],
    });
    expect(expectRefused(invoice, 422)).toMatchObject({ 'items.0.price': t.validation.wholeNumber });

    // Raw materials are weighed to 0.001 (DOMAIN 15): "2,5" is 2.5 there, never 25; "2.5" is refused.
    const warehouse = await h.as('warehouse');
    const stock = await warehouse.call('POST', '/stock/update', {
      notes: 'opname',
      items: [{ productId: flour, qty: '2.5' }],
    });
    expect(expectRefused(stock, 422)).toMatchObject({ 'items.0.qty': t.validation.decimalFormat });
    const weighed = await warehouse.call('POST', '/stock/update', {
      notes: 'opname',
      items: [{ productId: flour, qty: '2,5' }],
    });
    expect(expectOk(weighed).items[0].stock).toBe(2.5);

    const read = await owner.call('POST', '/transaction/store', {
      branchId: outletId,
      items: [{ productId: flour, qty: '2', price: 'Rp 1.500.000' }],
    });
    expect(expectOk(read).total).toBe(3_000_000);
  });
});
