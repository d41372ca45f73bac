import { SectionCard } from '@/components/ui/card';
import { loginTexts } from '@/lib/i18n/id/core';

export interface DemoAccounts {
  password: string;
  accounts: { username: string; role: string; roleTitle: string; name: string; note: string | null }[];
}

/** A newcomer's first minute on a demo installation: which account shows what (issue 18). */
export function DemoAccountsCard({ demo }: { demo: DemoAccounts }) {
  return (
    <SectionCard
      className="w-full max-w-sm"
      data-testid="demo-accounts"
      title={loginTexts.demoTitle}
      contentClassName="space-y-3 text-sm"
    >
      <p className="text-stone-700">{loginTexts.demoIntro(demo.password)}</p>
      <dl className="space-y-2">
        {demo.accounts.map((a) => (
          <div key={a.username}>
            <dt className="font-medium">
              <span className="font-mono">{a.username}</span> · {a.roleTitle}
            </dt>
            <dd className="text-stone-600">{a.note ?? loginTexts.demoRoles[a.role]}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
