import { RecordNotFound } from '@/components/layout/record-not-found';
import { t } from '@/lib/i18n/id';

export default function OrderNotFound() {
  return <RecordNotFound message={t.order.notFound} list="/order" back={t.order.backToList} />;
}
