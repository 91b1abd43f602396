/**
 * Operator details shown on the landing page and in the legal documents. The operator must
 * confirm these before launch (see docs/decisions.md, "Legal documents").
 */
export const PRODUCT_INFO = {
  /** Support and privacy contact. */
  contactEmail: 'support@dadeum.app',
  /**
   * Where the help centre's install step sends people: the extension's Chrome Web Store
   * listing. Its address is known once the store has published it; until then, the store's
   * search for the product's name (docs/decisions.md, "Help centre").
   */
  chromeWebStoreUrl: 'https://chromewebstore.google.com/search/Dadeum',
} as const;
