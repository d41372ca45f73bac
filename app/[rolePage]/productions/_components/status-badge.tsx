import { Badge } from '@/components/ui/badge';

/** Menunggu (amber) until the warehouse approves; Disetujui (green) once stock has moved. */
export function ProductionStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={status === 'disetujui' ? 'success' : 'warning'}>{label}</Badge>;
}
