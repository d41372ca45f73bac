import { RecordNotFound } from '@/components/layout/record-not-found';
import { t } from '@/lib/i18n/id';

export default function InvoiceNotFound() {
  return <RecordNotFound message={t.invoice.notFound} list="/transaction" back={t.invoice.backToList} />;
}
