import { z } from 'zod';
import { ORDER_STATUSES } from './order';
import { ROLE_PAGES } from '../../roles';

/**
 * GET /reports: the role's dashboard (DOMAIN 12). One answer, sections by role, every figure
 * computed from the tables the lists show. Money is whole rupiah; dates are YYYY-MM-DD (WIB).
 */
export const reportQuery = z.object({
  month: z.string().max(20).optional().describe('YYYY-MM; tanpa month: bulan berjalan (WIB)'),
});

const money = (what: string) => z.number().describe(`${what} (rupiah utuh)`);
const date = z.string().describe('YYYY-MM-DD');
/** The attention lists show this many rows; `count` says how many there are in all. */
export const ATTENTION_LIMIT = 10;
const list = <T extends z.ZodType>(item: T) => ({
  count: z.number().describe('Jumlah seluruhnya'),
  items: z.array(item).describe(`Paling banyak ${ATTENTION_LIMIT} baris`),
});

const orderDay = z.object({ date, count: z.number().describe('Order tidak dibatalkan'), value: money('Nilai order') });

const pendingProduction = z.object({
  productionId: z.number(),
  number: z.string().describe('PRD/YYYY/MM/NNNN'),
  createdAt: z.string().describe('ISO 8601'),
  createdBy: z.string().nullable(),
  itemCount: z.number(),
});

/** Owner, finance (admin) and viewer: the month's orders, invoices and best sellers. */
export const salesSection = z.object({
  orders: z.object({ count: z.number(), value: money('Nilai order tidak dibatalkan, menurut tanggal pengiriman') }),
  perDay: z.array(orderDay).describe('Setiap tanggal bulan itu, termasuk yang nol'),
  invoices: z
    .object({
      count: z.number(),
      invoiced: money('Total seluruh invoice periode'),
      paid: money('Sudah dibayar: invoice Lunas dan pembayaran sebagian yang diterima'),
      inProcess: money('Sisa tagihan invoice Proses (bukti bayar menunggu konfirmasi)'),
      unpaid: money('Sisa tagihan invoice Belum Bayar'),
      outstanding: money('Belum dibayar = total - sudah dibayar'),
    })
    .describe('Invoice periode bulan itu ditambah invoice manual yang dibuat pada bulan itu'),
  topProducts: z
    .array(
      z.object({ productId: z.string(), title: z.string(), unit: z.string(), qty: z.number(), value: money('Nilai') }),
    )
    .describe('5 produk dengan nilai order terbesar'),
  topOutlets: z
    .array(z.object({ branchId: z.number(), outlet: z.string(), orderCount: z.number(), value: money('Nilai') }))
    .describe('5 outlet dengan nilai order terbesar'),
});

/** Warehouse: what needs attention now, and the month's procurement spend. */
/** A procurement as the warehouse's home lists it. */
const procurementRow = z.object({
  procurementId: z.number(),
  number: z.string(),
  supplier: z.string(),
  total: z.number(),
});

export const warehouseSection = z.object({
  lowStock: z.object({
    rule: z
      .object({ finishedGoods: z.number(), rawMaterials: z.number() })
      .describe('Batas bawah stok bahan jadi dan bahan baku'),
    ...list(
      z.object({
        productId: z.string(),
        title: z.string(),
        type: z.enum(['bahan_baku', 'bahan_jadi']),
        unit: z.string(),
        stock: z.number(),
        threshold: z.number().describe('Batas yang dilanggar: bahan baku tetap; bahan jadi max(batas, order menunggu)'),
        demand: z.number().describe('Jumlah pada order Menunggu yang belum dikirim (bahan jadi)'),
      }),
    ),
  }),
  pendingProductions: z.object(list(pendingProduction)),
  toReceive: z.object({
    total: money('Nilai pengadaan yang belum diterima'),
    ...list(procurementRow.extend({ createdAt: z.string() })),
  }),
  payments: z
    .object({
      total: money('Belum dibayar'),
      overdueCount: z.number(),
      overdueTotal: money('Lewat jatuh tempo'),
      ...list(
        procurementRow.extend({
          paymentDueOn: date.nullable(),
          isOverdue: z.boolean(),
          deliveryStatus: z.enum(['dipesan', 'diterima']),
        }),
      ),
    })
    .describe('Pengadaan belum dibayar, jatuh tempo terdekat lebih dulu'),
  spend: z.object({
    ordered: z.object({ count: z.number(), total: money('Dipesan (dibuat) pada bulan itu') }),
    paid: z.object({ count: z.number(), total: money('Dibayar (tanggal bayar) pada bulan itu') }),
    bySupplier: z
      .array(z.object({ supplierId: z.number(), supplier: z.string(), total: z.number() }))
      .describe('5 supplier dengan pesanan terbesar bulan itu'),
  }),
});

/** Production: what to bake for the next delivery date, batches waiting, orders to confirm. */
export const productionSection = z.object({
  nextDeliveryDate: date
    .nullable()
    .describe('Tanggal pengiriman pertama setelah hari ini (WIB) yang punya order tidak dibatalkan'),
  bake: z.object({
    orderCount: z.number(),
    outletCount: z.number(),
    /** One total per unit: pieces and trays are never added together. */
    totals: z.array(z.object({ unit: z.string(), qty: z.number() })),
    items: z
      .array(
        z.object({
          productId: z.string(),
          title: z.string(),
          size: z.string().nullable(),
          unit: z.string(),
          qty: z.number(),
        }),
      )
      .describe('Per produk dan ukuran, urut antrean produk'),
  }),
  pendingProductions: z.object(list(pendingProduction)),
  awaitingConfirmation: z.object(
    list(
      z.object({
        transactionOrderId: z.number(),
        number: z.string(),
        outlet: z.string(),
        deliveryDate: date,
        total: z.number(),
      }),
    ),
  ),
  perDay: z
    .array(z.object({ date, count: z.number(), lines: z.number().describe('Jumlah baris produk pada order') }))
    .describe('Setiap tanggal bulan itu'),
});

const deliveryDay = z.object({
  date,
  orderCount: z.number(),
  outletCount: z.number(),
  outlets: z.array(
    z.object({
      branchId: z.number(),
      outlet: z.string(),
      address: z.string().nullable(),
      orderCount: z.number(),
      quantities: z.array(z.object({ unit: z.string(), qty: z.number() })),
      drivers: z.array(z.string()),
    }),
  ),
});

/** Delivery: today's and tomorrow's stops, and the month's deliveries per day. */
export const deliverySection = z.object({
  today: deliveryDay,
  tomorrow: deliveryDay,
  perDay: z.array(z.object({ date, count: z.number() })).describe('Setiap tanggal bulan itu'),
});

/** Merchant and admin-merchant: their own outlets only. */
export const partnerSection = z.object({
  orders: z.object({
    count: z.number().describe('Order tidak dibatalkan'),
    value: money('Nilai order tidak dibatalkan'),
    byStatus: z.array(
      z.object({
        status: z.enum(ORDER_STATUSES),
        label: z.string(),
        count: z.number(),
        value: z.number(),
      }),
    ),
    perDay: z.array(orderDay),
  }),
  openInvoices: z
    .object({
      total: money('Belum lunas'),
      byStatus: z.array(
        z.object({
          status: z.enum(['belum_bayar', 'proses']),
          label: z.string(),
          count: z.number(),
          total: z.number(),
        }),
      ),
      ...list(
        z.object({
          transactionId: z.number(),
          number: z.string(),
          outlet: z.string(),
          periode: z.string().nullable(),
          status: z.enum(['belum_bayar', 'proses']),
          statusLabel: z.string(),
          total: z.number(),
          remaining: z.number().describe('Yang belum dibayar: total dikurangi pembayaran yang diterima'),
        }),
      ),
    })
    .describe(
      'Semua invoice Belum Bayar dan Proses, periode apa pun, yang terlama lebih dulu; jumlahnya adalah yang belum dibayar',
    ),
});

export const reportAnswer = z.object({
  role: z.enum(ROLE_PAGES),
  month: z.string().describe('YYYY-MM'),
  today: date.describe('Hari ini (WIB)'),
  sales: salesSection.optional().describe('owner, admin, viewer'),
  warehouse: warehouseSection.optional().describe('warehouse'),
  production: productionSection.optional().describe('production'),
  delivery: deliverySection.optional().describe('delivery'),
  partner: partnerSection.optional().describe('merchant, admin-merchant'),
});

export type Report = z.infer<typeof reportAnswer>;
export type SalesSection = z.infer<typeof salesSection>;
export type WarehouseSection = z.infer<typeof warehouseSection>;
export type ProductionSection = z.infer<typeof productionSection>;
export type DeliverySection = z.infer<typeof deliverySection>;
export type PartnerSection = z.infer<typeof partnerSection>;
