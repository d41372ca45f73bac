'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ActiveStatusField, SelectField } from '@/components/form/select-field';
import { DigitsField, TextField } from '@/components/form/text-field';
import { useTemporaryPassword } from '@/components/layout/temporary-password-dialog';
import { FormActions } from '@/components/form/form-actions';
import { ContentCard } from '@/components/ui/card';
import { noWhitespace } from '@/lib/typed-text';
import { userStoreBody, userUpdateBody } from '@/lib/api/schemas/user';
import { userTexts } from '@/lib/i18n/id/user';
import { ROLE_IDS, type RolePage } from '@/lib/roles';
import type { UserFormOptions, UserItem } from '@/lib/types/master-data';
import { useBffAction } from '@/lib/client/use-bff-action';
import { fieldsOf } from '@/components/form/fields-of';

type Values = {
  name: string;
  username: string;
  email: string;
  phoneNumber: string;
  roleId: string;
  partnerId: string;
  isActive: '1' | '0';
};
const FIELDS = ['name', 'username', 'email', 'phoneNumber', 'roleId', 'partnerId', 'isActive'] as const;

export function UserForm({ role, options, account }: { role: RolePage; options: UserFormOptions; account?: UserItem }) {
  const { run } = useBffAction();
  const listHref = `/${role}/users`;
  const temporary = useTemporaryPassword(listHref);
  const schema = account
    ? userUpdateBody.extend({ username: z.string() })
    : userStoreBody.extend({ isActive: z.string() });
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: {
      name: account?.name ?? '',
      username: account?.username ?? '',
      email: account?.email ?? '',
      phoneNumber: account?.phoneNumber ?? '',
      roleId: account ? String(account.roleId) : options.roles.length === 1 ? String(options.roles[0].roleId) : '',
      partnerId: account?.partnerId ? String(account.partnerId) : '',
      isActive: account && !account.isActive ? '0' : '1',
    },
  });
  const field = fieldsOf(form, userTexts);
  const adminMerchant = useWatch({ control: form.control, name: 'roleId' }) === String(ROLE_IDS['admin-merchant']);

  async function onSubmit() {
    const values = form.getValues();
    const body = { ...values, partnerId: adminMerchant ? values.partnerId : '' };
    if (account) {
      await run(
        `/bff/api/user/update/${account.userId}`,
        { method: 'PATCH', body },
        { form, fields: FIELDS, success: userTexts.updated, then: { push: listHref } },
      );
      return;
    }
    const created = await run<{ temporaryPassword: string }>(
      '/bff/api/user/store',
      { body },
      { form, fields: FIELDS, success: userTexts.created, then: 'stay' },
    );
    if (created) temporary.show(created.data.temporaryPassword);
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-6" noValidate>
      <ContentCard columns>
        <TextField {...field('name')} />
        <TextField {...field('username')} normalize={noWhitespace} autoCapitalize="none" disabled={Boolean(account)} />
        <TextField {...field('email')} type="email" />
        <DigitsField form={form} name="phoneNumber" label={userTexts.phoneNumber} />
        <SelectField
          form={form}
          name="roleId"
          label={userTexts.role}
          options={options.roles.map((r) => ({ value: r.roleId, label: r.description }))}
        />
        {adminMerchant ? (
          <SelectField
            form={form}
            name="partnerId"
            label={userTexts.partner}
            options={options.partners.map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : null}
        {account ? <ActiveStatusField {...field('isActive')} /> : null}
      </ContentCard>
      <FormActions busy={form.formState.isSubmitting} cancelHref={listHref} />
      {temporary.dialog}
    </form>
  );
}
