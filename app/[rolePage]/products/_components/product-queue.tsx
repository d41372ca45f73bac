'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/id';
import type { RolePage } from '@/lib/roles';
import { useBffAction } from '@/lib/client/use-bff-action';

interface QueueItem {
  productId: string;
  title: string;
  productType: string;
}

function Row({
  item,
  index,
  count,
  move,
}: {
  item: QueueItem;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.productId });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-md border border-stone-200 bg-white px-3 py-2 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid="queue-item"
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded p-1 text-stone-500 hover:bg-stone-100"
        aria-label={t.list.dragHandle(item.title)}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="w-8 text-right text-sm tabular-nums text-stone-500">{index + 1}</span>
      <span className="flex-1">
        <span className="font-medium">{item.title}</span>{' '}
        <span className="text-xs text-stone-500">
          {item.productId} · {item.productType}
        </span>
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={`${t.list.moveUp} ${item.title}`}
      >
        <ArrowUp />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={`${t.list.moveDown} ${item.title}`}
      >
        <ArrowDown />
      </Button>
    </li>
  );
}

/** Drag (mouse, touch or keyboard) or use the arrows; saving sends the whole order at once. */
export function ProductQueue({ role, products }: { role: RolePage; products: QueueItem[] }) {
  const router = useRouter();
  const [items, setItems] = useState(products);
  const { run, busy: saving } = useBffAction();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => setItems((list) => arrayMove(list, from, to));

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.productId === active.id);
    const to = items.findIndex((i) => i.productId === over.id);
    move(from, to);
  }

  async function save() {
    await run(
      '/bff/api/product/update-queue-product',
      { body: { productIds: items.map((i) => i.productId) } },
      { successText: t.messages.productQueueSaved, then: { push: `/${role}/products` } },
    );
  }

  return (
    <div className="space-y-4">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items.map((i) => i.productId)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2">
            {items.map((item, index) => (
              <Row key={item.productId} item={item} index={index} count={items.length} move={move} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="sticky bottom-0 flex gap-2 bg-stone-50/95 py-3">
        <Button onClick={save} disabled={saving}>
          {saving ? t.list.saving : t.list.saveOrder}
        </Button>
        <Button variant="outline" onClick={() => router.push(`/${role}/products`)}>
          {t.list.cancel}
        </Button>
      </div>
    </div>
  );
}
