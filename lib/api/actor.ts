import type { RolePage } from '../roles';

/** Who is calling: resolved from the bearer token on every call. */
export interface Actor {
  userId: number;
  roleId: number;
  role: RolePage;
  name: string;
  sessionId: number;
  /** The outlet a partner works on now (spec: set-outlet). */
  branchId: number | null;
  isNew: boolean;
  /** For an admin-merchant: the partner whose outlets it reads. */
  partnerId: number | null;
  remember: boolean;
  /** The time of the request (the API's clock): services read it instead of `new Date()`. */
  now: Date;
  /** The client's address, for the audit trail. */
  clientAddress: string;
}
