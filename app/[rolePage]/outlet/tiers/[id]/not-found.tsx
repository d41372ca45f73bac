import { RecordNotFound } from '@/components/layout/record-not-found';
import { t } from '@/lib/i18n/id';

export default function TierNotFound() {
  return <RecordNotFound message={t.tier.notFound} list="/outlet/tiers" back={t.tier.backToList} />;
}
