import type { LegalDocument } from './legal-document';

export const termsKo: LegalDocument = {
  lang: 'ko',
  title: 'TODO',
  effective: '2024-07-31',
  intro: 'TODO',
  sections: [],
};
