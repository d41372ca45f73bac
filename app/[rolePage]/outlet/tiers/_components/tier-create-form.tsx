'use client';

import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { listTexts } from '@/lib/i18n/id/list';
import { tierTexts } from '@/lib/i18n/id/tier';
import { useBffAction } from '@/lib/client/use-bff-action';

/** A new tier by its name; it starts with the default terms (the API's), edited afterwards. */
export function TierCreateForm() {
  const { run } = useBffAction();
  const form = useForm<{ title: string }>({ defaultValues: { title: '' } });

  async function onSubmit(values: { title: string }) {
    const done = await run(
      '/bff/api/branch-group/store',
      { body: { title: values.title } },
      { form, success: tierTexts.created },
    );
    if (done) form.reset();
  }

  return (
    <SectionCard title={tierTexts.add} description={tierTexts.addHint}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="sm:w-80">
          <TextField form={form} name="title" id="tier-title" label={tierTexts.fields.title} />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? listTexts.saving : tierTexts.add}
        </Button>
      </form>
    </SectionCard>
  );
}
