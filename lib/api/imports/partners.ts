import { and, eq, inArray, sql } from 'drizzle-orm';
import { t } from '../../i18n/id';
import { ROLE_IDS } from '../../roles';
import type { Actor } from '../actor';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { branchGroups, outlets } from '../db/schema/outlets';
import { recordAudit } from '../services/audit';
import { hashPassword, temporaryPassword } from '../services/passwords';
import * as cell from './cells';
import type { ImportRow, Plan, PlannedRow } from './plan';

const h = t.import.headers;

/** The partners kind: one row per outlet; a partner with several outlets repeats its username. */
export const PARTNER_COLUMNS = [
  { key: 'name', header: h.name, required: true },
  { key: 'username', header: h.username, required: true, text: true },
  { key: 'phoneNumber', header: h.phoneNumber, text: true },
  { key: 'email', header: h.email },
  { key: 'title', header: h.title, required: true },
  { key: 'phoneNumberBranch', header: h.phoneNumberBranch, text: true },
  { key: 'address', header: h.address, required: true },
  { key: 'village', header: h.village },
  { key: 'subdistrict', header: h.subdistrict },
  { key: 'district', header: h.district },
  { key: 'region', header: h.region },
  { key: 'postalCode', header: h.postalCode, text: true },
  { key: 'tier', header: h.tier, required: true },
] as const;

interface PartnerRow {
  name: string;
  username: string;
  phoneNumber: string | null;
  email: string | null;
  title: string;
  phoneNumberBranch: string | null;
  address: string;
  village: string | null;
  subdistrict: string | null;
  district: string | null;
  region: string | null;
  postalCode: string | null;
  tier: string;
}

const outletFieldsOf = (r: PartnerRow, branchGroupId: number) => ({
  title: r.title,
  phoneNumber: r.phoneNumberBranch,
  address: r.address,
  village: r.village,
  subdistrict: r.subdistrict,
  district: r.district,
  region: r.region,
  postalCode: r.postalCode,
  branchGroupId,
});
type OutletFields = ReturnType<typeof outletFieldsOf>;
/** An outlet as it is, in the file's own names: what a left-out column keeps. */
const outletColumnsOf = (o: typeof outlets.$inferSelect): Partial<PartnerRow> => ({
  phoneNumberBranch: o.phoneNumber,
  village: o.village,
  subdistrict: o.subdistrict,
  district: o.district,
  region: o.region,
  postalCode: o.postalCode,
});
const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).every((k) => (a[k] ?? null) === (b[k] ?? null));

interface PartnerChange {
  username: string;
  userId: number | null;
  account: { name: string; phoneNumber: string | null; email: string | null };
  accountChanged: boolean;
  outlets: { outletId: number | null; fields: OutletFields; changed: boolean }[];
}

/**
 * Checks every row against the file and the database and works out what committing would do.
 * Matching is by username (the partner) and by outlet name within the partner, case-insensitive.
 */
export async function planPartners(db: Db, rows: ImportRow[]): Promise<Plan<PartnerChange[]>> {
  const planned: PlannedRow[] = [];
  const parsed: { row: number; data: PartnerRow; cells: Record<string, string> }[] = [];
  for (const { row, cells } of rows) {
    const errors: Record<string, string> = {};
    const data = cell.collect<PartnerRow>(
      {
        name: [h.name, cell.text(cells.name ?? '', { required: true, max: 100 }) as cell.Checked<string>],
        username: [h.username, cell.username(cells.username ?? '')],
        phoneNumber: [h.phoneNumber, cell.phone(cells.phoneNumber ?? '')],
        email: [h.email, cell.email(cells.email ?? '')],
        title: [h.title, cell.text(cells.title ?? '', { required: true, max: 120 }) as cell.Checked<string>],
        phoneNumberBranch: [h.phoneNumberBranch, cell.phone(cells.phoneNumberBranch ?? '')],
        address: [h.address, cell.text(cells.address ?? '', { required: true, max: 300 }) as cell.Checked<string>],
        village: [h.village, cell.text(cells.village ?? '', { max: 80 })],
        subdistrict: [h.subdistrict, cell.text(cells.subdistrict ?? '', { max: 80 })],
        district: [h.district, cell.text(cells.district ?? '', { max: 80 })],
        region: [h.region, cell.text(cells.region ?? '', { max: 60 })],
        postalCode: [h.postalCode, cell.postalCode(cells.postalCode ?? '')],
        tier: [h.tier, cell.text(cells.tier ?? '', { required: true, max: 100 }) as cell.Checked<string>],
      },
      errors,
    );
    planned.push({ row, label: `${cells.username ?? ''} · ${cells.title ?? ''}`, action: 'unchanged', errors });
    if (data) parsed.push({ row, data, cells });
  }
  const byRow = new Map(planned.map((p) => [p.row, p]));

  const tiers = new Map(
    (await db.select({ id: branchGroups.id, name: branchGroups.name }).from(branchGroups)).map((g) => [
      g.name.toLowerCase(),
      g.id,
    ]),
  );
  const usernames = [...new Set(parsed.map((p) => p.data.username.toLowerCase()))];
  const existing = usernames.length
    ? await db
        .select({
          id: users.id,
          username: users.username,
          roleId: users.roleId,
          name: users.name,
          phoneNumber: users.phoneNumber,
          email: users.email,
        })
        .from(users)
        .where(inArray(sql`lower(${users.username})`, usernames))
    : [];
  const userByName = new Map(existing.map((u) => [u.username.toLowerCase(), u]));
  const emails = [...new Set(parsed.map((p) => p.data.email).filter((e): e is string => e !== null))];
  const emailOwners = new Map(
    emails.length
      ? (
          await db
            .select({ email: sql<string>`lower(${users.email})`, username: users.username })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, emails))
        ).map((u) => [u.email, u.username.toLowerCase()])
      : [],
  );
  const partnerIds = existing.filter((u) => u.roleId === ROLE_IDS.merchant).map((u) => u.id);
  const existingOutlets = partnerIds.length
    ? await db.select().from(outlets).where(inArray(outlets.ownerId, partnerIds))
    : [];

  const changes = new Map<string, PartnerChange>();
  const seenOutlets = new Set<string>();
  // An email belongs to one partner in the file too, as in the database (the form refuses a second).
  const emailInFile = new Map<string, string>();
  for (const { row, data: typed, cells } of parsed) {
    const p = byRow.get(row)!;
    const key = typed.username.toLowerCase();
    const tierId = tiers.get(typed.tier.toLowerCase());
    if (tierId === undefined) p.errors[h.tier] = t.import.unknownTier(typed.tier);
    const user = userByName.get(key);
    const current = user
      ? existingOutlets.find((o) => o.ownerId === user.id && o.title.toLowerCase() === typed.title.toLowerCase())
      : undefined;
    // What the file leaves out stays as the partner and the outlet have it.
    const data = cell.keepLeftOut(typed, user && { ...user, ...(current && outletColumnsOf(current)) }, cells, {
      phoneNumber: 'phoneNumber',
      email: 'email',
      phoneNumberBranch: 'phoneNumberBranch',
      village: 'village',
      subdistrict: 'subdistrict',
      district: 'district',
      region: 'region',
      postalCode: 'postalCode',
    });
    if (user && user.roleId !== ROLE_IDS.merchant) p.errors[h.username] = t.import.usernameOtherRole;
    const emailOwner = data.email ? emailOwners.get(data.email) : undefined;
    if (emailOwner !== undefined && emailOwner !== key) p.errors[h.email] = t.import.emailTaken;
    if (data.email) {
      const firstWith = emailInFile.get(data.email.toLowerCase());
      if (firstWith !== undefined && firstWith !== key) p.errors[h.email] = t.import.emailTaken;
      else emailInFile.set(data.email.toLowerCase(), key);
    }
    const account = { name: data.name, phoneNumber: data.phoneNumber, email: data.email };
    let change = changes.get(key);
    if (change && !sameFields(change.account, account)) p.errors[h.name] = t.import.partnerDiffers;
    const outletKey = `${key}|${data.title.toLowerCase()}`;
    if (seenOutlets.has(outletKey)) p.errors[h.title] = t.import.outletTwice;
    seenOutlets.add(outletKey);
    if (Object.keys(p.errors).length || tierId === undefined) continue;

    if (!change) {
      change = {
        username: data.username,
        userId: user?.id ?? null,
        account,
        accountChanged:
          !user || !sameFields(account, { name: user.name, phoneNumber: user.phoneNumber, email: user.email }),
        outlets: [],
      };
      changes.set(key, change);
    }
    const fields = outletFieldsOf(data, tierId);
    const changed = !current || !sameFields(fields, { ...current, title: data.title });
    change.outlets.push({ outletId: current?.id ?? null, fields, changed });
    p.action = !user || !current ? 'create' : changed || change.accountChanged ? 'update' : 'unchanged';
  }
  return { rows: planned, changes: [...changes.values()] };
}

/** Writes the planned partners and outlets; new partners get a one-time password, returned once. */
export async function applyPartners(tx: Db, actor: Actor, changes: PartnerChange[]) {
  const accounts: { username: string; name: string; password: string }[] = [];
  let created = 0;
  let updated = 0;
  for (const change of changes) {
    let userId = change.userId;
    if (userId === null) {
      const password = temporaryPassword();
      const [user] = await tx
        .insert(users)
        .values({
          ...change.account,
          username: change.username,
          passwordHash: await hashPassword(password),
          roleId: ROLE_IDS.merchant,
          isNew: true,
        })
        .returning({ id: users.id });
      userId = user.id;
      accounts.push({ username: change.username, name: change.account.name, password });
      await recordAudit(tx, actor, 'import-create', 'mitra', userId, change.account);
      created++;
    } else if (change.accountChanged) {
      await tx.update(users).set(change.account).where(eq(users.id, userId));
      await recordAudit(tx, actor, 'import-update', 'mitra', userId, change.account);
      updated++;
    }
    for (const outlet of change.outlets) {
      if (outlet.outletId === null) {
        const [row] = await tx
          .insert(outlets)
          .values({ ownerId: userId, ...outlet.fields })
          .returning({ id: outlets.id });
        await recordAudit(tx, actor, 'import-create', 'outlet', row.id, outlet.fields);
        created++;
      } else if (outlet.changed) {
        await tx
          .update(outlets)
          .set(outlet.fields)
          .where(and(eq(outlets.id, outlet.outletId), eq(outlets.ownerId, userId)));
        await recordAudit(tx, actor, 'import-update', 'outlet', outlet.outletId, outlet.fields);
        updated++;
      }
    }
  }
  return { created, updated, accounts };
}

/** Every partner's outlets in the import's own columns, for the export that round-trips. */
export async function exportPartners(db: Db) {
  const rows = await db
    .select({
      name: users.name,
      username: users.username,
      phoneNumber: users.phoneNumber,
      email: users.email,
      title: outlets.title,
      phoneNumberBranch: outlets.phoneNumber,
      address: outlets.address,
      village: outlets.village,
      subdistrict: outlets.subdistrict,
      district: outlets.district,
      region: outlets.region,
      postalCode: outlets.postalCode,
      tier: branchGroups.name,
    })
    .from(outlets)
    .innerJoin(users, eq(users.id, outlets.ownerId))
    .leftJoin(branchGroups, eq(branchGroups.id, outlets.branchGroupId))
    .where(eq(users.roleId, ROLE_IDS.merchant))
    .orderBy(users.username, outlets.title);
  return rows.map((r) => PARTNER_COLUMNS.map((c) => r[c.key] ?? null));
}
