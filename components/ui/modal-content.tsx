'use client';

import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFocusReturn } from './focus-return';

type AutoFocusHandler = (event: Event) => void;

/** What the panel of a Radix dialog (plain or alert) takes that the frame reads. */
interface PanelProps {
  className?: string;
  children?: ReactNode;
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}

/**
 * The one frame of the back office's dialogs, for Radix's Dialog and AlertDialog alike: a dimmed
 * page and a centred white panel that gives focus back to what opened it (focus-return.ts).
 */
export function modalContent<Panel extends ComponentType<PanelProps>>(parts: {
  Portal: ComponentType<{ children: ReactNode }>;
  Overlay: ComponentType<{ className?: string }>;
  Content: Panel;
}) {
  const { Portal, Overlay, Content } = parts;
  return function ModalContent({
    className,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...props
  }: ComponentProps<Panel>) {
    const focusReturn = useFocusReturn(onOpenAutoFocus, onCloseAutoFocus);
    const panelProps = {
      className: cn(
        'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl',
        className,
      ),
      ...focusReturn,
      ...props,
    };
    // The panel's own props pass through unread; the frame only sets the class and focus.
    const Frame = Content as ComponentType<PanelProps>;
    return (
      <Portal>
        <Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Frame {...panelProps}>{children}</Frame>
      </Portal>
    );
  };
}
