import { PRODUCT_INFO } from '@/lib/product-info';
import type { LegalDocument } from './legal-document';

export const subscriptionEn: LegalDocument = {
  lang: 'en',
  title: 'Subscription Terms',
  effective: '2024-07-31',
  intro:
    'These subscription terms govern payment, renewal, cancellation and refunds of Dadeum’s paid plans (a "subscription") and form part of the Terms of Service.',
  sections: [
    {
      heading: '1. Plans and prices',
      body: [
        'The plans, their features and prices are those shown on the payment screen; prices include VAT where it applies. The free plan has limits on features and usage.',
      ],
    },
    {
      heading: '2. Free trial',
      body: [
        'A new subscription may start with the free trial shown on the payment screen. Cancel before the trial ends and you pay nothing; otherwise the first charge of the chosen plan is made when the trial ends. We remind you by e-mail before the trial ends.',
      ],
    },
    {
      heading: '3. Payment and automatic renewal',
      body: [
        'A subscription renews automatically at the end of each chosen period (monthly, quarterly or yearly) and is charged to your registered payment method. Payments are processed by our payment provider; we never store card numbers. If a payment fails we notify you and try again; if it keeps failing, your account may move to the free plan.',
      ],
    },
    {
      heading: '4. Cancellation',
      body: [
        'You can cancel at any time in the payments area of your account. Nothing is charged from the next renewal date, and paid features stay available until the end of the period you already paid for.',
      ],
    },
    {
      heading: '5. Withdrawal and refunds',
      body: [
        [
          'Within 7 days of payment, if you have not used paid features, you may ask for a full refund (Korean Act on Consumer Protection in Electronic Commerce).',
          'After 7 days or once paid features were used, yearly and quarterly subscriptions are refunded for the remaining period minus a fee of 10% of the remaining amount; the current month of a monthly subscription is not refunded.',
          'If you could not use the Service through our fault, we refund or extend the affected period.',
          'Refunds go back to the original payment method and may take 3 to 7 business days depending on the payment provider.',
        ],
      ],
    },
    {
      heading: '6. Price changes',
      body: [
        'We announce price changes by e-mail and in the Service 30 days before they apply. New prices apply from your next renewal date, and you may cancel before then.',
      ],
    },
    {
      heading: '7. Contact',
      body: [`Questions about payments and refunds: ${PRODUCT_INFO.contactEmail}.`],
    },
  ],
};
