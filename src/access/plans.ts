// Subscription plans (spec 2.2, 4.7, 8): the public catalogue. Plan administration, organisation
// plans and credits arrive with the access module proper.
import type { Executor } from '../db/executor.ts';

export interface PublicPlan {
  code: string;
  name: string;
  sort_order: number;
  price_monthly_eur: number | null;
  monthly_credits: number | null;
  daily_request_limit: number | null;
  overage_policy: 'soft_block' | 'billed' | 'by_quote';
  overage_eur_per_credit: number | null;
}

export function listPublicPlans(executor: Executor): Promise<PublicPlan[]> {
  return executor.read<PublicPlan & Record<string, unknown>>('plans-public');
}
