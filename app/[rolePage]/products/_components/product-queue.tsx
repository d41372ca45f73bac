'use client';

import { arrayMove } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SortableList } from '@/components/ui/sortable-list';
import { listTexts } from '@/lib/i18n/id/list';
import { messageTexts } from '@/lib/i18n/id/messages';
import type { RolePage } from '@/lib/roles';
import { useBffAction } from '@/lib/client/use-bff-action';

interface QueueItem {
  productId: string;
  title: string;
  productType: string;
}

/** Drag (mouse, touch or keyboard) or use the arrows; saving sends the whole order at once. */
export function ProductQueue({ role, products }: { role: RolePage; products: QueueItem[] }) {
  const router = useRouter();
  const [items, setItems] = useState(products);
  const { run, busy: saving } = useBffAction();
  const move = (from: number, to: number) => setItems((list) => arrayMove(list, from, to));

  async function save() {
    await run(
      '/bff/api/product/update-queue-product',
      { body: { productIds: items.map((i) => i.productId) } },
      { successText: messageTexts.productQueueSaved, then: { push: `/${role}/products` } },
    );
  }

  return (
    <div className="space-y-4">
      <SortableList
        items={items}
        idOf={(i) => i.productId}
        nameOf={(i) => i.title}
        onMove={move}
        testId="queue-item"
        render={(item) => (
          <>
            <span className="font-medium">{item.title}</span>{' '}
            <span className="text-xs text-stone-500">
              {item.productId} · {item.productType}
            </span>
          </>
        )}
      />
      <div className="sticky bottom-0 flex gap-2 bg-stone-50/95 py-3">
        <Button onClick={save} disabled={saving}>
          {saving ? listTexts.saving : listTexts.saveOrder}
        </Button>
        <Button variant="outline" onClick={() => router.push(`/${role}/products`)}>
          {listTexts.cancel}
        </Button>
      </div>
    </div>
  );
}
