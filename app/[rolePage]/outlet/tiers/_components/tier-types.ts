import type { z } from 'zod';
import type { tierItem } from '@/lib/api/schemas/branch-group';

export type TierItem = z.output<typeof tierItem>;
