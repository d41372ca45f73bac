'use client';

import { arrayMove } from '@dnd-kit/sortable';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormActions } from '@/components/form/form-actions';
import { ValidatedForm } from '@/components/form/validated-form';
import { TextField } from '@/components/form/text-field';
import { CatalogueSearch } from '@/components/lines/catalogue-search';
import { Button } from '@/components/ui/button';
import { SectionCard, ContentCard } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { SortableList } from '@/components/ui/sortable-list';
import { routeBody, type RouteItem } from '@/lib/api/schemas/route';
import { useBffAction } from '@/lib/client/use-bff-action';
import { dispatchTexts } from '@/lib/i18n/id/dispatch';
import { Field, FieldError, fieldAria } from '@/components/form/field';
import { catalogueCall } from '@/components/lines/catalogue-call';

const tr = dispatchTexts.route;

/** An outlet as the stop search offers it (the catalogue search keys options by `productId`). */
interface OutletOption {
  productId: string;
  title: string;
  owner: string;
}

interface Values {
  name: string;
  driverId: number | null;
  stops: number[];
}

const searchOutlets = catalogueCall(
  '/bff/api/outlet?limit=20',
  (d: { items: { branchId: number; title: string; ownerName: string }[] }): OutletOption[] =>
    d.items.map((o) => ({ productId: String(o.branchId), title: o.title, owner: o.ownerName })),
);

/**
 * A route (DOMAIN 18): its name, its driver, and its outlets in visiting order (drag, or the
 * arrows). An outlet already on another route is refused by the API with that route's name.
 */
export type { OutletOption };

export function RouteForm({
  route,
  drivers,
  outlets,
  backHref,
}: {
  route: RouteItem | null;
  drivers: { value: number; label: string }[];
  /** The first outlets to offer before anything is typed. */
  outlets: OutletOption[];
  backHref: string;
}) {
  const { run } = useBffAction();
  const [stops, setStops] = useState(route?.stops.map((s) => ({ branchId: s.branchId, title: s.outlet })) ?? []);
  const form = useForm<Values>({
    resolver: zodResolver(routeBody) as unknown as Resolver<Values>,
    defaultValues: { name: route?.name ?? '', driverId: route?.driverId ?? null, stops: stops.map((s) => s.branchId) },
  });
  const change = (next: typeof stops) => {
    setStops(next);
    form.setValue(
      'stops',
      next.map((s) => s.branchId),
    );
  };
  const driverError = form.formState.errors.driverId?.message;
  // The API names a stop by its place (stops.3: on another route); shown under the list.
  const stopErrors = form.formState.errors.stops as
    ({ message?: string } & ({ message?: string } | undefined)[]) | { message?: string } | undefined;
  const stopsError =
    stopErrors?.message ?? (Array.isArray(stopErrors) ? stopErrors.find((e) => e?.message)?.message : undefined);

  return (
    <ValidatedForm
      form={form}
      onSubmit={(values) =>
        run(
          route ? `/bff/api/route/update/${route.routeId}` : '/bff/api/route/store',
          { method: route ? 'PUT' : 'POST', body: values },
          { form, then: { push: backHref } },
        )
      }
      className="space-y-5"
    >
      <ContentCard columns>
        <TextField form={form} name="name" label={tr.name} />
        <Field id="route-driver" label={tr.driver} error={driverError}>
          <NativeSelect
            id="route-driver"
            {...fieldAria('route-driver', driverError)}
            {...form.register('driverId', { setValueAs: (v: string) => (v ? Number(v) : null) })}
            placeholder={tr.noDriver}
            options={drivers}
          />
        </Field>
      </ContentCard>
      <SectionCard title={tr.stops} description={tr.stopsHint} contentClassName="space-y-4">
        <CatalogueSearch<OutletOption>
          id="route-outlet-search"
          label={tr.stopSearch}
          placeholder={tr.stopPlaceholder}
          noMatch={tr.stopNoMatch}
          initial={outlets}
          fetchResults={searchOutlets}
          added={new Set(stops.map((s) => String(s.branchId)))}
          onAdd={(o) => change([...stops, { branchId: Number(o.productId), title: o.title }])}
          detail={(o) => o.owner}
        />
        {stops.length === 0 ? (
          <p className="rounded-md border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
            {tr.noStops}
          </p>
        ) : (
          <SortableList
            items={stops}
            idOf={(s) => String(s.branchId)}
            nameOf={(s) => s.title}
            onMove={(from, to) => change(arrayMove(stops, from, to))}
            testId="route-stop"
            render={(s) => <span className="font-medium">{s.title}</span>}
            actions={(s) => (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-red-700"
                aria-label={tr.removeStop(s.title)}
                onClick={() => change(stops.filter((x) => x.branchId !== s.branchId))}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          />
        )}
        <FieldError message={stopsError} />
      </SectionCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={backHref} />
    </ValidatedForm>
  );
}
