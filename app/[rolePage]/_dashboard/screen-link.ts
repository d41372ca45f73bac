import { screensOf, type RolePage } from '@/lib/roles';

/** A link to one of the role's screens, or null when the role cannot open it (the link is then left out). */
export function screenLink(role: RolePage, screen: string, label: string): { href: string; label: string } | null {
  return screensOf(role).includes(screen) ? { href: `/${role}${screen}`, label } : null;
}
