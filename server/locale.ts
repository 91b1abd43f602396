/** 'ko' or 'en' from Accept-Language, else null. */
export function preferredLocale(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('ko')) return 'ko';
  if (first.startsWith('en')) return 'en';
  return null;
}
