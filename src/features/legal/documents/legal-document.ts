/** A legal document as data: numbered sections of paragraphs and bullet lists. */
export interface LegalSection {
  heading: string;
  body: Array<string | string[]>;
}

export interface LegalDocument {
  lang: 'ko' | 'en';
  title: string;
  effective: string;
  intro: string;
  sections: LegalSection[];
}
