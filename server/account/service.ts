import type { FastifyInstance } from 'fastify';
import type { MemberLocale, MemberProfile } from '../../src/contracts/account';
import type { MemberRow } from './repository';

type Deps = Pick<FastifyInstance, 'repos' | 'clock'>;

/** The member as the account screens see it (docs/api.md, "Shapes": MemberProfile). */
export function profileOf(member: MemberRow): MemberProfile {
  return {
    email: member.email ?? '',
    name: member.name,
    role: member.role,
    locale: member.locale,
    verified: member.verified,
    provider: member.provider,
    profileUri: member.profileUri,
    birthDate: member.birthDate,
    countryCode: member.countryCode,
  };
}

export function createAccountService({ repos, clock }: Deps) {
  return {
    /** Saves the member's language; the profile as it now is. */
    async setLocale(member: MemberRow, locale: MemberLocale): Promise<MemberProfile> {
      return profileOf((await repos.members.setLocale(member.id, locale)) ?? { ...member, locale });
    },
    /** Deactivation: sessions end, identities are unlinked, personal data is erased. */
    async deactivate(memberId: string): Promise<void> {
      await repos.members.deactivate(memberId, clock());
    },
  };
}
