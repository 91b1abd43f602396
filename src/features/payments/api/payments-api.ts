import { queryOptions } from '@tanstack/react-query';
import { paymentsEndpoints } from '@/contracts/payments';
import { apiClient } from '@/lib/api/api';

/** GET /member/member-payment-check (private): SUB07 free or SUB06 premium, with the plan. */
export async function fetchPaymentCheck() {
  const { data } = await apiClient.call(paymentsEndpoints.check);
  return data;
}

export const paymentQueries = {
  all: () => ['payments'] as const,
  check: () =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'check'] as const,
      queryFn: fetchPaymentCheck,
    }),
};

/**
 * Account pricing in USD. Every plan starts with the 7-day free trial (TRIAL_DAYS), then is
 * charged at its own price and period.
 */
export const USD_PLANS = [
  { id: 'yearly', total: '$27', perMonth: '$2.25', saves: 50 },
  { id: 'quarterly', total: '$48', perMonth: '$4.00', saves: 12 },
  { id: 'monthly', total: '$4.50', perMonth: '$4.50', saves: null },
] as const;

export type UsdPlan = (typeof USD_PLANS)[number];
export type UsdPlanId = UsdPlan['id'];

/** The default choice, also for a missing or unknown `?plan=`. */
export const DEFAULT_USD_PLAN: UsdPlanId = 'yearly';

/** The plan a `?plan=` value names, else the default. */
export function usdPlanOf(value: string | null): UsdPlan {
  return (
    USD_PLANS.find((plan) => plan.id === value) ??
    USD_PLANS.find((plan) => plan.id === DEFAULT_USD_PLAN)!
  );
}

export const TRIAL_DAYS = 7;

/**
 * Whether a payment provider is configured for this build. None is in this release: the pay
 * button says so instead of pretending (docs/decisions.md, "Payments").
 */
export const PAYMENTS_ENABLED = false;
