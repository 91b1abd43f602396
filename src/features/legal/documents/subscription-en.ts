import type { LegalDocument } from './legal-document';

export const subscriptionEn: LegalDocument = {
  lang: 'en',
  title: 'TODO',
  effective: '2024-07-31',
  intro: 'TODO',
  sections: [],
};
