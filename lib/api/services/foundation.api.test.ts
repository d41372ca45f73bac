import { auditRows, DEFAULT_TIER_TERMS } from '../../testing/fixtures';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApi } from '../../testing/api';
import { users } from '../db/schema/accounts';
import { auditLog } from '../db/schema/audit';
import { notifications } from '../db/schema/notifications';
import { branchGroups } from '../db/schema/outlets';
import { fieldChanges, recordAudit, systemActor } from './audit';
import { notifyPartner, notifyRoles } from './notify';

const { h } = withTestApi();

describe('audit trail', () => {
  it('records the actor, role and address of an API change', async () => {
    const owner = await h.as('owner');
    const partner = await h.makePartner(1);
    const res = await owner.call('POST', '/auth/set-status-account', { userId: partner.userId });
    expect(res.status).toBe(200);
    const [row] = await auditRows(h.db, { entityId: String(partner.userId) });
    expect(row).toMatchObject({ actorId: owner.userId, actorRole: 'owner', clientAddress: '127.0.0.1' });
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    await recordAudit(h.db, systemActor(new Date()), 'uji', 'uji', 1, { a: 1 }, [{ field: 'harga', old: 1, new: 2 }]);
    const [row] = await auditRows(h.db, { entity: 'uji' });
    expect(row.diff).toEqual([{ field: 'harga', old: 1, new: 2 }]);
    await expect(h.db.execute(sql`update audit_log set action = 'lain' where id = ${row.id}`)).rejects.toThrow();
    await expect(h.db.execute(sql`delete from audit_log where id = ${row.id}`)).rejects.toThrow();
    await expect(h.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await h.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still.action).toBe('uji');
  });

  it('lists only the fields that changed', () => {
    expect(
      fieldChanges({ price: 16000, title: 'Roti', quota: null }, { price: 17000, title: 'Roti', quota: null }, [
        'price',
        'title',
        'quota',
      ]),
    ).toEqual([{ field: 'price', old: 16000, new: 17000 }]);
  });
});

describe('notifications', () => {
  it("reach a partner and its staff, not other partners' accounts", async () => {
    const partner = await h.makePartner(1);
    const other = await h.makePartner(1);
    const staff = await h.as('admin-merchant', { partnerId: partner.userId });
    await notifyPartner(h.db, partner.userId, { kind: 'uji', message: 'Halo mitra' });
    const rows = await h.db.select().from(notifications).where(eq(notifications.kind, 'uji'));
    expect(rows.map((r) => r.userId).sort()).toEqual([partner.userId, staff.userId].sort());
    expect(rows.some((r) => r.userId === other.userId)).toBe(false);
  });

  it('reach every active account of the named staff roles', async () => {
    const a = await h.as('production');
    const b = await h.as('production');
    await h.db.update(users).set({ isActive: false }).where(eq(users.id, b.userId));
    await notifyRoles(h.db, ['production'], { kind: 'uji-peran', message: 'Ada sengketa' });
    const rows = await h.db.select().from(notifications).where(eq(notifications.kind, 'uji-peran'));
    expect(rows.map((r) => r.userId)).toContain(a.userId);
    expect(rows.map((r) => r.userId)).not.toContain(b.userId);
  });
});

describe('price tier terms', () => {
  it('default to a 20:00 cut-off the day before, 14 days to pay, no return credit, reminders -3..14', async () => {
    const [tier] = await h.db.insert(branchGroups).values({ name: 'Tier Uji' }).returning();
    expect(tier).toMatchObject(DEFAULT_TIER_TERMS);
  });
});
