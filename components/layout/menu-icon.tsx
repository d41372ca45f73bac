import {
  Boxes,
  Building2,
  CalendarX2,
  ClipboardList,
  Factory,
  Handshake,
  House,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Store,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon as MenuIconName } from '@/lib/roles';

const ICONS: Record<MenuIconName, LucideIcon> = {
  home: House,
  users: Users,
  handshake: Handshake,
  store: Store,
  package: Package,
  'shopping-cart': ShoppingCart,
  truck: Truck,
  receipt: Receipt,
  calendar: CalendarX2,
  settings: Settings,
  clipboard: ClipboardList,
  factory: Factory,
  boxes: Boxes,
  building: Building2,
};

export function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className="size-4 shrink-0" />;
}
