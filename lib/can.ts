import { allows, POLICY, type PolicyKey } from './api/policy';
import type { RolePage } from './roles';

/**
 * Whether the UI shows a control for an API call: the same policy table the API enforces.
 * The UI only hides; the API refuses.
 */
export function can(role: RolePage, call: PolicyKey): boolean {
  return allows(POLICY[call], role);
}
