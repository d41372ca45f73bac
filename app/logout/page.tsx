import { LogoutRunner } from './_components/logout-runner';

/** Reached only after the user confirmed Keluar (or silently when the session has ended). */
export default async function LogoutPage({ searchParams }: { searchParams: Promise<{ silent?: string }> }) {
  const { silent } = await searchParams;
  return <LogoutRunner silent={silent === '1'} />;
}
