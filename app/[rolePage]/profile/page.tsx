import { SectionCard } from '@/components/ui/card';
import type { Company } from '@/lib/api/services/company';
import { requireScreen } from '@/lib/server/current-user';
import { serverRead } from '@/lib/server/api-read';
import { t } from '@/lib/i18n/id';
import { CompanyForm } from './_components/company-form';
import { NewPasswordForm } from '@/components/form/new-password-form';
import { ProfileForm } from './_components/profile-form';
import type { RolePageProps } from '@/lib/server/page-props';

export default async function ProfilePage({ params }: RolePageProps) {
  const { rolePage } = await params;
  const user = await requireScreen(rolePage, '/profile');
  // Owner and finance keep the bakery's identity here (issue 12); the API refuses anyone else.
  const editsCompany = user.rolePage === 'owner' || user.rolePage === 'admin';
  const company = editsCompany ? (await serverRead<Company>(user, '/settings/company')).data : null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t.profile.title}</h1>
      <SectionCard title={t.profile.profileSection} description={t.profile.profileHint}>
        <dl className="mb-5 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-stone-500">{t.profile.username}</dt>
            <dd className="font-medium">{user.username}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t.profile.role}</dt>
            <dd className="font-medium">{user.role}</dd>
          </div>
        </dl>
        <ProfileForm initial={{ name: user.name, email: user.email ?? '', phoneNumber: user.phoneNumber ?? '' }} />
      </SectionCard>
      <SectionCard title={t.profile.passwordSection} description={t.profile.passwordHint}>
        <NewPasswordForm kind="change" />
      </SectionCard>
      {company ? (
        <SectionCard id="identitas-usaha" title={t.company.title} description={t.company.intro}>
          <CompanyForm
            initial={{
              name: company.name,
              address: company.address ?? '',
              phone: company.phone ?? '',
              npwp: company.npwp ?? '',
              isPkp: company.isPkp,
              bankName: company.bankName ?? '',
              bankAccountNumber: company.bankAccountNumber ?? '',
              bankAccountName: company.bankAccountName ?? '',
              invoiceFooter: company.invoiceFooter ?? '',
              taxPercent: String(company.taxPercent).replace('.', ','),
            }}
          />
        </SectionCard>
      ) : null}
    </div>
  );
}
