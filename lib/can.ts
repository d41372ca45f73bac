import { allows, POLICY } from './api/policy';
import type { RolePage } from './roles';

/**
 * Whether the UI shows a control for an API call: the same policy table the API enforces.
 * The UI only hides; the API refuses.
 */
export function can(role: RolePage, call: string): boolean {
  const access = POLICY[call];
  return access !== undefined && allows(access, role);
}
