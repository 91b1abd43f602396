/**
 * The team section's members. The operator fills in `name`, `image` (a path under web/public
 * or an absolute URL) and `profileUrl` (a professional profile, e.g. LinkedIn). Until then
 * the card shows the role's title and a neutral avatar, and no link.
 */
export interface TeamMember {
  id: string;
  /** Real name, or null until the operator provides it (no invented names). */
  name: string | null;
  role: 'CEO' | 'CTO';
  image: string | null;
  profileUrl: string | null;
}

export const TEAM: TeamMember[] = [
  { id: 'ceo', name: null, role: 'CEO', image: null, profileUrl: null },
  { id: 'cto', name: null, role: 'CTO', image: null, profileUrl: null },
];
