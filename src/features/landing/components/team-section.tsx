import { useTranslation } from 'react-i18next';
import { TEAM, type TeamMember } from '@/features/landing/data/team';
import { Reveal } from './reveal';
import { SectionHeading } from './section-parts';

function NeutralAvatar() {
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" className="size-24 rounded-full bg-slate-100">
      <circle cx="48" cy="38" r="17" fill="#cbd5e1" />
      <path d="M16 88c4-18 17-27 32-27s28 9 32 27" fill="#cbd5e1" />
    </svg>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const title = t(`landing.team.roles.${member.role}`);
  const name = member.name ?? title;
  return (
    <article className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center">
      {member.image ? (
        <img
          src={member.image}
          alt={t('landing.team.photoOf', { name })}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <NeutralAvatar />
      )}
      <h3 className="mt-4 text-lg font-semibold">{name}</h3>
      <p className="text-sm font-medium text-brand-700">{member.role}</p>
      {member.name ? <p className="text-sm text-slate-500">{title}</p> : null}
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

export function TeamSection() {
  const { t } = useTranslation();
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
          {TEAM.map((member) => (
            <Reveal key={member.id}>
              <TeamCard member={member} />
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
