/**
 * Operator details shown on the landing page and in the legal documents. The operator must
 * confirm these before launch (see docs/decisions.md, "Legal documents").
 */
export const PRODUCT_INFO = {
  /** Support and privacy contact. */
  contactEmail: 'support@dadeum.app',
} as const;
