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
 * Account pricing in USD (docs/decisions.md, "Premium plan figures"). Every plan starts with the
 * 7-day free trial (TRIAL_DAYS), then is charged at its own price and period. Amounts are whole
 * cents; the monthly price, the per-month figure and the saving are derived from them, so what
 * a card shows always adds up.
 */
const USD_PLAN_PRICES = [
  { id: 'yearly', months: 12, totalCents: 2700 },
  { id: 'quarterly', months: 3, totalCents: 1200 },
  { id: 'monthly', months: 1, totalCents: 450 },
] as const;

const MONTHLY_CENTS = 450;

/** $27, $4.50: whole dollars without cents, else two decimals. */
export function usd(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

export const USD_PLANS = USD_PLAN_PRICES.map(({ id, months, totalCents }) => {
  const perMonthCents = Math.round(totalCents / months);
  // Against paying monthly for the same months, rounded down: never promise more than it saves.
  const saves = Math.floor((1 - totalCents / (MONTHLY_CENTS * months)) * 100);
  return {
    id,
    months,
    total: usd(totalCents),
    perMonth: `$${(perMonthCents / 100).toFixed(2)}`,
    perYear: usd(perMonthCents * 12),
    saves: saves > 0 ? saves : null,
  };
});

export type UsdPlan = (typeof USD_PLANS)[number];
export type UsdPlanId = (typeof USD_PLAN_PRICES)[number]['id'];

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
 * Whether a payment provider is configured for this build. None is in this release: premium is
 * "coming soon", which the plan and pay pages say on arrival, and the pay button is off
 * (docs/decisions.md, "Payments").
 */
export const PAYMENTS_ENABLED = false;
