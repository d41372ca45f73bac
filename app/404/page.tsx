import { NotFoundView } from '@/components/layout/not-found-view';

/** Spec 2: where unauthorized or unknown routes land. */
export default function UnauthorizedOrNotFoundPage() {
  return <NotFoundView />;
}
