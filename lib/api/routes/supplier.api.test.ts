import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/id';
import { ROLE_PAGES } from '../../roles';
import { withTestApi, uniqueName, expectOk, expectRefused, pageOf, type ApiAnswer } from '../../testing/api';
import { supplierProducts, suppliers } from '../db/schema/suppliers';
import { procurements } from '../db/schema/procurement';
import { onPostgres } from '../../testing/test-db';
import { DEMO_SUPPLIERS, seedDemoSuppliers } from '../db/seed/suppliers';
import { insertProduct, auditRows } from '../../testing/fixtures';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const { h, gudang, viewer } = withTestApi({ gudang: 'warehouse', viewer: 'viewer' });

const newSupplier = (overrides: Record<string, unknown> = {}) => ({
  company: 'PT Tepung Jaya',
  companyPhoneNumber: '(022) 720-1234',
  companyEmail: 'Penjualan@TepungJaya.co.id',
  personInCompany: 'Bambang Sutrisno',
  personInCompanyPhoneNumber: '0813 1122 0045',
  region: 'Jawa Barat',
  district: 'Kota Bandung',
  subdistrict: 'Kiaracondong',
  address: 'Jl. Ibrahim Adjie No. 10',
  notes: '',
  bankAccount: 'BCA',
  bankAccountName: 'PT Tepung Jaya',
  bankAccountNumber: '247-088-1234',
  ...overrides,
});

describe('suppliers', () => {
  it('creates a supplier: digits only in numbers, empty text as null, audited', async () => {
    const res = await gudang.call('POST', '/supplier/store', newSupplier());
    expect(expectOk(res, t.supplier.created)).toMatchObject({
      company: 'PT Tepung Jaya',
      companyPhoneNumber: '0227201234',
      companyEmail: 'penjualan@tepungjaya.co.id',
      personInCompanyPhoneNumber: '081311220045',
      notes: null,
      bankAccount: 'BCA',
      bankAccountNumber: '2470881234',
    });
    const id = res.body.data.supplierId;
    const [row] = await h.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row.bankAccountNumber).toBe('2470881234');
    const audit = await auditRows(h.db, { entity: 'supplier' });
    expect(audit.some((a) => a.entityId === String(id) && a.action === 'create' && a.actorId === gudang.userId)).toBe(
      true,
    );
  });

  it('accepts only the company and leaves every other field empty', async () => {
    const res = await gudang.call('POST', '/supplier/store', { company: 'UD Telur Berkah' });
    expect(expectOk(res)).toMatchObject({
      company: 'UD Telur Berkah',
      companyEmail: null,
      bankAccountNumber: null,
      address: null,
    });
  });

  it('refuses incomplete or invalid data field by field and creates nothing', async () => {
    const before = (await h.db.select().from(suppliers)).length;
    const res = await gudang.call(
      'POST',
      '/supplier/store',
      newSupplier({ company: '  ', companyEmail: 'bukan-email', notes: 'x'.repeat(1001) }),
    );
    expect(expectRefused(res, 422, t.errors.incomplete)).toMatchObject({
      company: t.validation.required,
      companyEmail: t.validation.email,
      notes: t.validation.maxLength(1000),
    });
    expect((await h.db.select().from(suppliers)).length).toBe(before);
    expect(expectRefused(await gudang.call('POST', '/supplier/store', {}), 422)).toMatchObject({
      company: t.validation.required,
    });
  });

  it('lists with search over company and contact, and pagination from page 1', async () => {
    const tag = uniqueName('Cari');
    for (let i = 0; i < 11; i++)
      await gudang.call(
        'POST',
        '/supplier/store',
        newSupplier({ company: `${tag} Supplier ${String(i).padStart(2, '0')}` }),
      );
    await gudang.call(
      'POST',
      '/supplier/store',
      newSupplier({ company: 'CV Gula Manis', personInCompany: `Lina ${tag}` }),
    );

    const page1 = expectOk(await viewer.call('GET', `/supplier?search=${tag.toLowerCase()}&limit=10`));
    expect(page1.pagination).toEqual(pageOf(1, 12));
    expect(page1.items[0]).toMatchObject({ company: 'CV Gula Manis', personInCompany: `Lina ${tag}` });
    expect(page1.items[1].company).toBe(`${tag} Supplier 00`);
    expect(page1.options).toEqual({});
    const page2 = expectOk(await viewer.call('GET', `/supplier?search=${tag}&page=2`));
    expect(page2.items.map((s: { company: string }) => s.company)).toEqual([
      `${tag} Supplier 09`,
      `${tag} Supplier 10`,
    ]);
    expect(page2.pagination).toEqual(pageOf(2, 12));
    expect(expectOk(await viewer.call('GET', '/supplier?search=%25')).pagination.total).toBe(0);
    expect(expectOk(await viewer.call('GET', '/supplier')).pagination.limit).toBe(10);
  });

  it('shows and updates the whole form', async () => {
    const created = expectOk(await gudang.call('POST', '/supplier/store', newSupplier()));
    const shown = await viewer.call('GET', `/supplier/show/${created.supplierId}`);
    expect(expectOk(shown)).toEqual({ ...created, products: [] });

    const update = await gudang.call(
      'PATCH',
      `/supplier/update/${created.supplierId}`,
      newSupplier({
        company: 'PT Tepung Jaya Abadi',
        bankAccount: 'Mandiri',
        bankAccountNumber: '1300 0123 4567 8',
        address: '',
      }),
    );
    expect(expectOk(update, t.supplier.updated)).toMatchObject({
      supplierId: created.supplierId,
      company: 'PT Tepung Jaya Abadi',
      bankAccount: 'Mandiri',
      bankAccountNumber: '1300012345678',
      address: null,
    });
    const invalid = await gudang.call('PATCH', `/supplier/update/${created.supplierId}`, newSupplier({ company: '' }));
    expect(expectRefused(invalid, 422)).toMatchObject({ company: t.validation.required });
  });

  it('deletes a supplier without procurements and refuses one with them', async () => {
    const free = expectOk(await gudang.call('POST', '/supplier/store', newSupplier()));
    const del = await gudang.call('DELETE', `/supplier/delete/${free.supplierId}`);
    expectOk(del, t.supplier.deleted);
    expect(await h.db.select().from(suppliers).where(eq(suppliers.id, free.supplierId))).toHaveLength(0);

    const used = expectOk(await gudang.call('POST', '/supplier/store', newSupplier()));
    const flour = await insertProduct(h.db, { title: uniqueName('Tepung'), unit: 'kg' });
    const ordered = await gudang.call('POST', '/procurement/store', {
      supplierId: used.supplierId,
      items: [{ productId: flour, qty: 5, price: 12000 }],
    });
    expectOk(ordered);
    const refused = await gudang.call('DELETE', `/supplier/delete/${used.supplierId}`);
    expectRefused(refused, 409, t.supplier.hasHistory);
    expect(await h.db.select().from(suppliers).where(eq(suppliers.id, used.supplierId))).toHaveLength(1);
  });

  it.runIf(onPostgres)(
    'a supplier deleted while its first procurement is saved is either kept with the procurement or gone without one (PostgreSQL)',
    async () => {
      const flour = await insertProduct(h.db, { title: uniqueName('Tepung Rebutan'), unit: 'kg' });
      for (let round = 0; round < 8; round++) {
        const { supplierId } = expectOk(await gudang.call('POST', '/supplier/store', newSupplier()));
        // The deletion starts 0 to 14 ms after the procurement, a little later each round, so that
        // rounds meet the procurement at different steps.
        const [ordered, deleted]: ApiAnswer[] = await Promise.all([
          gudang.call('POST', '/procurement/store', {
            supplierId,
            items: [{ productId: flour, qty: 5, price: 12000 }],
          }),
          delay(round * 2).then(() => gudang.call('DELETE', `/supplier/delete/${supplierId}`)),
        ]);
        const label = `round ${round}: ${JSON.stringify([ordered.body, deleted.body])}`;
        expect([200, 422], label).toContain(ordered.status);
        expect([200, 409], label).toContain(deleted.status);
        expect(
          [ordered.status, deleted.status].filter((s) => s === 200),
          label,
        ).toHaveLength(1);
        const kept = await h.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
        const documents = await h.db.select().from(procurements).where(eq(procurements.supplierId, supplierId));
        if (ordered.status === 200) {
          expect(deleted.body.message, label).toBe(t.supplier.hasHistory);
          expect(kept, label).toHaveLength(1);
          expect(documents, label).toHaveLength(1);
        } else {
          expect(ordered.body.error, label).toEqual({ supplierId: t.procurement.supplierNotFound });
          expect(kept, label).toEqual([]);
          expect(documents, label).toEqual([]);
        }
      }
    },
  );

  it('answers Data tidak ditemukan for a missing supplier', async () => {
    for (const [method, path, body] of [
      ['GET', '/supplier/show/999999', undefined],
      ['PATCH', '/supplier/update/999999', newSupplier()],
      ['DELETE', '/supplier/delete/999999', undefined],
    ] as const) {
      const res = await gudang.call(method, path, body);
      expectRefused(res, 404, t.errors.notFound);
    }
  });

  it('lets the viewer read but not write, and refuses every other role', async () => {
    const id = expectOk(await gudang.call('POST', '/supplier/store', newSupplier())).supplierId;
    expectOk(await viewer.call('GET', `/supplier/show/${id}`));
    for (const [method, path] of [
      ['POST', '/supplier/store'],
      ['PATCH', `/supplier/update/${id}`],
      ['DELETE', `/supplier/delete/${id}`],
    ] as const) {
      const res = await viewer.call(method, path, method === 'DELETE' ? undefined : newSupplier());
      expectRefused(res, 403, t.errors.forbidden);
    }
    for (const role of ROLE_PAGES.filter((r) => r !== 'warehouse' && r !== 'viewer')) {
      const other = await h.as(role);
      expect((await other.call('GET', '/supplier')).status, role).toBe(403);
      expect((await other.call('GET', `/supplier/show/${id}`)).status, role).toBe(403);
      expect((await other.call('POST', '/supplier/store', newSupplier())).status, role).toBe(403);
    }
    expectRefused(await h.anonymous('GET', '/supplier'), 401);
  });

  it('seeds the demo suppliers with bank details', async () => {
    await seedDemoSuppliers(h.db);
    const res = expectOk(await gudang.call('GET', '/supplier?search=Kemasindo'));
    expect(res.items).toHaveLength(1);
    expect(res.items[0]).toMatchObject({ bankAccount: 'BCA', district: 'Kota Bekasi' });
    expect(
      DEMO_SUPPLIERS.every((s) => /^\d+$/.test(s.bankAccountNumber ?? '') && /^\d+$/.test(s.companyPhoneNumber ?? '')),
    ).toBe(true);
  });
});

describe('products a supplier sells (DOMAIN 16)', () => {
  it('replaces the list, keeps one preferred supplier per product, refuses unknown and repeated products', async () => {
    const flour = await insertProduct(h.db, { title: 'Tepung Pemasok', unit: 'kg' });
    const first = expectOk(await gudang.call('POST', '/supplier/store', newSupplier())).supplierId;
    const second = expectOk(await gudang.call('POST', '/supplier/store', newSupplier())).supplierId;
    const sell = (id: number, preferred: boolean) =>
      gudang.call('PUT', `/supplier/update-products/${id}`, {
        products: [{ productId: flour, price: '11.500', leadDays: '2', preferred }],
      });
    expectOk(await sell(first, true));
    const moved = await sell(second, true);
    expect(expectOk(moved, t.supplier.productsSaved).products).toEqual([
      { productId: flour, title: 'Tepung Pemasok', unit: 'kg', price: 11500, leadDays: 2, preferred: true },
    ]);
    // The preference moved: the first supplier still sells flour, no longer as the preferred one.
    const before = expectOk(await viewer.call('GET', `/supplier/show/${first}`));
    expect(before.products).toEqual([expect.objectContaining({ productId: flour, preferred: false })]);

    const bad = await gudang.call('PUT', `/supplier/update-products/${first}`, {
      products: [
        { productId: flour, price: 1 },
        { productId: flour, price: 2 },
        { productId: '99999', price: 1 },
      ],
    });
    expect(expectRefused(bad, 422)).toMatchObject({
      'products.1.productId': t.supplier.duplicateProduct('Tepung Pemasok'),
      'products.2.productId': t.supplier.unknownProduct('99999'),
    });
    expect(expectOk(await viewer.call('GET', `/supplier/show/${first}`)).products).toHaveLength(1);
    expectRefused(await viewer.call('PUT', `/supplier/update-products/${first}`, { products: [] }), 403);
  });

  it.runIf(onPostgres)(
    'two suppliers marked preferred for one product at once: both saved, one preferred (PostgreSQL)',
    async () => {
      for (let round = 0; round < 3; round++) {
        const sugar = await insertProduct(h.db, { title: `Gula Rebutan ${round}`, unit: 'kg' });
        const ids = await Promise.all(
          [1, 2, 3].map(async () => expectOk(await gudang.call('POST', '/supplier/store', newSupplier())).supplierId),
        );
        const saved = await Promise.all(
          ids.map((id) =>
            gudang.call('PUT', `/supplier/update-products/${id}`, {
              products: [{ productId: sugar, price: '14.000', leadDays: '1', preferred: true }],
            }),
          ),
        );
        expect(saved.map((r) => r.status)).toEqual([200, 200, 200]);
        const marks = await h.db.select().from(supplierProducts).where(eq(supplierProducts.productId, sugar));
        expect(marks.filter((m) => m.preferred)).toHaveLength(1);
      }
    },
  );
});
