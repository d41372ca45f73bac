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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { listTexts } from '@/lib/i18n/id/list';

interface RowProps {
  id: string;
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  testId: string;
  children: ReactNode;
  actions?: ReactNode;
}

function SortableRow({ id, name, index, count, move, testId, children, actions }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-md border border-stone-200 bg-white px-3 py-2 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid={testId}
    >
      <button
        type="button"
        className="cursor-grab touch-none rounded p-1 text-stone-500 hover:bg-stone-100"
        aria-label={listTexts.dragHandle(name)}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="w-8 text-right text-sm tabular-nums text-stone-500">{index + 1}</span>
      <span className="min-w-0 flex-1">{children}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={`${listTexts.moveUp} ${name}`}
      >
        <ArrowUp />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={`${listTexts.moveDown} ${name}`}
      >
        <ArrowDown />
      </Button>
      {actions}
    </li>
  );
}

/**
 * The one reorderable list (product queue, a route's stops): drag with mouse, touch or keyboard,
 * or use the arrows; `onMove` gets the positions and the caller keeps the order.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onMove,
  render,
  actions,
  testId,
}: {
  items: T[];
  idOf: (item: T) => string;
  /** For the handle's and arrows' labels. */
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  render: (item: T) => ReactNode;
  actions?: (item: T, index: number) => ReactNode;
  testId: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    onMove(
      items.findIndex((i) => idOf(i) === active.id),
      items.findIndex((i) => idOf(i) === over.id),
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2">
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              name={nameOf(item)}
              index={index}
              count={items.length}
              move={onMove}
              testId={testId}
              actions={actions?.(item, index)}
            >
              {render(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
