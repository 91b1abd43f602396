/** Where sign-ins lead: MEM01 -> the survey, MEM02 -> the profile. */
export const SURVEY_PATH = '/survey';
export const PROFILE_PATH = '/account/profile';
export const LOGIN_PATH = '/login';

export function destinationFor(code: string): string {
  return code === 'MEM01' ? SURVEY_PATH : PROFILE_PATH;
}
