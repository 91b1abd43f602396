import { useTranslation } from 'react-i18next';
import type { TeamMemberConfig } from '@/config/team-config';
import { buttonClassName } from '@/components/ui/button';
import { PRODUCT_INFO } from '@/lib/product-info';
import { TEAM, inLanguage } from '@/features/landing/data/team';
import { Reveal } from './reveal';
import { SectionHeading } from './section-parts';

/** Initials in a brand circle: a member the operator gave no photo still has a face. */
function Initials({ name }: { name: string }) {
  const words = name.split(/\s+/).filter(Boolean);
  const initials = /[가-힣]/.test(name)
    ? name.replace(/\s+/g, '').slice(0, 1)
    : words
        .slice(0, 2)
        .map((word) => word[0]!.toUpperCase())
        .join('');
  return (
    <span
      aria-hidden="true"
      className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800"
    >
      {initials}
    </span>
  );
}

function TeamCard({ member }: { member: TeamMemberConfig }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = inLanguage(member.name, language);
  const role = inLanguage(member.role, language);
  return (
    <article className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center">
      {member.photo ? (
        <img
          src={member.photo}
          alt={t('landing.team.photoOf', { name })}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <Initials name={name} />
      )}
      <h3 className="mt-4 text-lg font-semibold">{name}</h3>
      <p className="text-sm font-medium text-brand-700">{role}</p>
      {member.profileUrl ? (
        <a
          href={member.profileUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-4 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('landing.team.profile', { name })}
        </a>
      ) : null}
    </article>
  );
}

/**
 * Without a team file the section names nobody and shows no empty avatars: it invites the
 * reader to shape the product with us, with the contact address (docs/decisions.md).
 */
function WithoutTeam() {
  const { t } = useTranslation();
  const mailto = `mailto:${PRODUCT_INFO.contactEmail}?subject=${encodeURIComponent(t('landing.team.none.mailSubject'))}`;
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50 py-20">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-6 text-center">
        <Reveal>
          <SectionHeading
            id="team-heading"
            title={t('landing.team.none.title')}
            lead={t('landing.team.none.lead')}
          />
          <div className="mt-8 flex justify-center">
            <a href={mailto} className={buttonClassName('secondary', 'px-5 py-3')}>
              {t('landing.team.none.contact')}
            </a>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

export function TeamSection({ team = TEAM }: { team?: readonly TeamMemberConfig[] | null }) {
  const { t } = useTranslation();
  if (!team?.length) return <WithoutTeam />;
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <Reveal>
          <SectionHeading
            id="team-heading"
            title={t('landing.team.title')}
            lead={t('landing.team.lead')}
          />
        </Reveal>
        <div className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
          {team.map((member) => (
            <Reveal key={inLanguage(member.name, 'en')}>
              <TeamCard member={member} />
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
