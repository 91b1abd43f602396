import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import type { LegalDocument } from '@/features/legal/documents/legal-document';
import { privacyEn } from '@/features/legal/documents/privacy-en';
import { privacyKo } from '@/features/legal/documents/privacy-ko';
import { subscriptionEn } from '@/features/legal/documents/subscription-en';
import { subscriptionKo } from '@/features/legal/documents/subscription-ko';
import { termsKo } from '@/features/legal/documents/terms-ko';

function sectionId(index: number) {
  return `section-${index + 1}`;
}

/**
 * Renders a document with a table of contents; `lang` marks its language for screen readers.
 * A document shown in another language than the site's gets a note in the site's language
 * (marked as such) and the page title in the site's language.
 */
export function LegalDocumentView({
  document: doc,
  note,
  pageTitle,
}: {
  document: LegalDocument;
  note?: string | undefined;
  pageTitle?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  usePageTitle(pageTitle ?? doc.title);
  return (
    <main id="main" lang={doc.lang} className="mx-auto max-w-3xl px-6 py-16">
      {note ? (
        <p
          lang={i18n.resolvedLanguage}
          role="note"
          className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {note}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold">{doc.title}</h1>
      <p className="mt-2 text-sm text-slate-500">
        <span lang={i18n.resolvedLanguage}>{t('legal.effective')}</span>:{' '}
        <time>{doc.effective}</time>
      </p>
      <p className="mt-6 leading-7 text-slate-700">{doc.intro}</p>
      <nav aria-label={t('legal.contents')} className="mt-8 rounded-xl border border-slate-200 p-5">
        <h2 className="text-sm font-semibold text-slate-800">{t('legal.contents')}</h2>
        <ol className="mt-3 grid gap-1 text-sm text-brand-700 sm:grid-cols-2">
          {doc.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`} className="hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.heading} id={sectionId(index)} className="mt-10 scroll-mt-20">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.body.map((block, blockIndex) =>
            Array.isArray(block) ? (
              <ul
                key={blockIndex}
                className="mt-3 list-disc space-y-1.5 pl-6 leading-7 text-slate-700"
              >
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={blockIndex} className="mt-3 leading-7 text-slate-700">
                {block}
              </p>
            ),
          )}
        </section>
      ))}
    </main>
  );
}

/**
 * /terms: Korean only, effective 2024-07-31. On the English site the page says so first and
 * its title is English.
 */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const korean = i18n.resolvedLanguage === 'ko';
  return (
    <LegalDocumentView
      document={termsKo}
      note={korean ? undefined : t('legal.koreanOnly')}
      pageTitle={korean ? undefined : t('legal.terms.title')}
    />
  );
}

/** /privacy: Korean when the language is ko, otherwise English. */
export function PrivacyPage() {
  const { i18n } = useTranslation();
  return <LegalDocumentView document={i18n.resolvedLanguage === 'ko' ? privacyKo : privacyEn} />;
}

/** /subscription-terms: by language, like the privacy policy. */
export function SubscriptionTermsPage() {
  const { i18n } = useTranslation();
  return (
    <LegalDocumentView
      document={i18n.resolvedLanguage === 'ko' ? subscriptionKo : subscriptionEn}
    />
  );
}
