/** Landing page pricing, in won per month. Texts are i18n keys. */
export interface PricingPlan {
  id: 'free' | 'pro' | 'enterprise';
  /** i18n key of the plan name. */
  name: string;
  /** Won per month. */
  price: number;
  description: string;
  features: string[];
  isPopular: boolean;
  buttonText: string;
  buttonStyle: 'primary' | 'secondary';
  borderStyle: string;
}

export const PRICING_PLANS: PricingPlan[] = [
  {
    id: 'free',
    name: 'landing.pricing.free.name',
    price: 0,
    description: 'landing.pricing.free.description',
    features: ['landing.pricing.free.f1', 'landing.pricing.free.f2', 'landing.pricing.free.f3'],
    isPopular: false,
    buttonText: 'landing.pricing.free.button',
    buttonStyle: 'secondary',
    borderStyle: 'border-slate-200',
  },
  {
    id: 'pro',
    name: 'landing.pricing.pro.name',
    price: 9900,
    description: 'landing.pricing.pro.description',
    features: [
      'landing.pricing.pro.f1',
      'landing.pricing.pro.f2',
      'landing.pricing.pro.f3',
      'landing.pricing.pro.f4',
      'landing.pricing.pro.f5',
    ],
    isPopular: true,
    buttonText: 'landing.pricing.pro.button',
    buttonStyle: 'primary',
    borderStyle: 'border-brand-600 ring-2 ring-brand-600',
  },
  {
    id: 'enterprise',
    name: 'landing.pricing.enterprise.name',
    price: 29900,
    description: 'landing.pricing.enterprise.description',
    features: [
      'landing.pricing.enterprise.f1',
      'landing.pricing.enterprise.f2',
      'landing.pricing.enterprise.f3',
      'landing.pricing.enterprise.f4',
      'landing.pricing.enterprise.f5',
    ],
    isPopular: false,
    buttonText: 'landing.pricing.enterprise.button',
    buttonStyle: 'secondary',
    borderStyle: 'border-slate-200',
  },
];

/** Advertised on every plan. */
export const PLAN_PERKS = [
  'landing.pricing.perks.trial',
  'landing.pricing.perks.cancel',
  'landing.pricing.perks.security',
  'landing.pricing.perks.support',
];
