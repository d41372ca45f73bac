import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/card';
import { Cell, HeadCell, Row, Table, TableHead } from '@/components/ui/table';
import type { ProductionPlan } from '@/lib/api/schemas/production-plan';
import { formatQuantity } from '@/lib/i18n/format';
import { productionTexts } from '@/lib/i18n/id/production';
import { productionPlanTexts } from '@/lib/i18n/id/production-plan';
import { longDate } from '@/lib/i18n/id/dates';
import type { RolePage } from '@/lib/roles';
import { PlanCreateButton } from './plan-create-button';
import { PlanDatePicker } from './plan-date-picker';
import { Notice } from '@/components/layout/notice';

const tp = productionPlanTexts;
const statusLabel = (status: string) =>
  status === 'disetujui' ? productionTexts.statusApproved : productionTexts.statusPending;
const q = formatQuantity;

/**
 * The production plan of one delivery date (DOMAIN 16): what to make with each figure explained,
 * the raw materials with their shortfalls, the document made from it and what changed since.
 * Shown on the Rencana tab and on the production role's home.
 */
export function PlanView({ role, plan, canCreate }: { role: RolePage; plan: ProductionPlan; canCreate: boolean }) {
  const pending = plan.productionStatus === 'pending';
  const anythingToMake = plan.lines.some((l) => l.planned > 0);
  const createLabel = pending ? tp.updateProductions : plan.productionId ? tp.topUp : tp.createProductions;
  return (
    <section className="space-y-4" aria-labelledby="plan-title" data-testid="production-plan">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="plan-title" className="text-lg font-semibold">
            {tp.homeTitle(longDate(plan.deliveryDate))}
          </h2>
          <p className="text-sm text-stone-600">{tp.intro}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <PlanDatePicker date={plan.deliveryDate} />
          {canCreate && anythingToMake ? (
            <PlanCreateButton role={role} deliveryDate={plan.deliveryDate} label={createLabel} />
          ) : plan.lines.length > 0 && !anythingToMake ? (
            // Everything ordered is covered by stock (or by the approved batch): say so instead of a button that would be refused.
            <p className="text-sm font-medium text-green-800" data-testid="plan-covered">
              {tp.nothingToMake}
            </p>
          ) : null}
        </div>
      </div>

      {plan.productionId && plan.productionNumber && plan.productionStatus ? (
        <div className="rounded-lg border border-stone-200 bg-white p-4 text-sm" data-testid="plan-document">
          <p>
            {tp.document(plan.productionNumber, statusLabel(plan.productionStatus))}{' '}
            <Link className="font-medium text-brand-800 underline" href={`/${role}/productions/${plan.productionId}`}>
              {tp.openDocument}
            </Link>
          </p>
          {pending ? (
            plan.changes.length > 0 ? (
              <div className="mt-2 text-amber-900" data-testid="plan-changes">
                <p className="font-medium">{tp.changedSince}</p>
                <ul className="list-disc pl-5">
                  {plan.changes.map((c) => (
                    <li key={c.productId}>{tp.changeLine(c.title, c.from, c.to)}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="mt-1 text-stone-600">{tp.noChanges}</p>
            )
          ) : null}
        </div>
      ) : null}

      {plan.missingRecipes.length > 0 ? (
        <Notice>{tp.missingRecipes(plan.missingRecipes.map((m) => m.title).join(', '))}</Notice>
      ) : null}

      <PlanTable
        title={tp.products}
        empty={plan.lines.length === 0 ? tp.nothingOrdered : null}
        head={
          <>
            <HeadCell className="pl-0">{tp.columns.product}</HeadCell>
            <HeadCell numeric>{tp.columns.ordered}</HeadCell>
            <HeadCell numeric>{tp.columns.stock}</HeadCell>
            <HeadCell numeric>{tp.columns.toMake}</HeadCell>
            <HeadCell numeric>{tp.columns.batches}</HeadCell>
            <HeadCell numeric>{tp.columns.planned}</HeadCell>
            <HeadCell className="pr-0">{tp.columns.explanation}</HeadCell>
          </>
        }
      >
        {plan.lines.map((line) => (
          <Row key={line.productId} data-testid="plan-line">
            <Cell className="pl-0">
              <p className="font-medium">{line.title}</p>
              <p className="text-xs text-stone-500">
                {line.productId}
                {line.type === 'setengah_jadi' ? ` · ${productionTexts.typeNames.setengah_jadi}` : ''}
              </p>
              {line.sizes.length > 0 ? (
                <p className="text-xs text-stone-700">
                  {tp.sizesOrdered(line.sizes.map((z) => tp.sizeOrdered(z.size, q(z.ordered), q(z.toMake))).join(', '))}
                </p>
              ) : null}
            </Cell>
            <Cell numeric>{`${q(line.ordered)} ${line.unit}`}</Cell>
            <Cell numeric>{`${q(Math.min(line.usableStock, line.ordered - line.confirmed))} ${line.unit}`}</Cell>
            <Cell numeric>{`${q(line.toMake)} ${line.unit}`}</Cell>
            <Cell numeric>{line.batches ?? '-'}</Cell>
            <Cell numeric className="font-semibold">{`${q(line.planned)} ${line.unit}`}</Cell>
            <Cell className="pr-0 text-sm text-stone-700">{line.explanation}</Cell>
          </Row>
        ))}
      </PlanTable>

      <PlanTable
        title={tp.materials}
        hint={tp.materialsHint}
        empty={plan.materials.length === 0 ? tp.noMaterials : null}
        head={
          <>
            <HeadCell className="pl-0">{tp.columns.material}</HeadCell>
            <HeadCell numeric>{tp.columns.need}</HeadCell>
            <HeadCell numeric>{tp.columns.onHand}</HeadCell>
            <HeadCell numeric>{tp.columns.onOrder}</HeadCell>
            <HeadCell numeric>{tp.columns.shortfall}</HeadCell>
            <HeadCell className="pr-0">{tp.columns.supplier}</HeadCell>
          </>
        }
      >
        {plan.materials.map((m) => (
          <Row key={m.productId} data-testid="plan-material" className={m.shortfall > 0 ? 'bg-red-50' : undefined}>
            <Cell className="pl-0">
              <p className="font-medium">{m.title}</p>
              <p className="text-xs text-stone-500">{m.explanation}</p>
            </Cell>
            <Cell numeric>{`${q(m.need)} ${m.unit}`}</Cell>
            <Cell numeric>{`${q(m.stock)} ${m.unit}`}</Cell>
            <Cell numeric>{`${q(m.onOrder)} ${m.unit}`}</Cell>
            <Cell numeric>{m.shortfall > 0 ? <Badge tone="danger">{`${q(m.shortfall)} ${m.unit}`}</Badge> : '0'}</Cell>
            <Cell className="pr-0 text-sm">{m.supplierName ?? tp.noSupplier}</Cell>
          </Row>
        ))}
      </PlanTable>
    </section>
  );
}

/** One table of the plan in its card, or the card's empty text. */
function PlanTable({
  title,
  hint,
  empty,
  head,
  children,
}: {
  title: string;
  hint?: string;
  empty: string | null;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} description={hint}>
      {empty ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table caption={title}>
            <TableHead className="bg-transparent">
              <tr>{head}</tr>
            </TableHead>
            <tbody>{children}</tbody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
