import type { TFunction } from 'i18next';

/** Translates a field error whose message is an i18n key (src/contracts/fields.ts). */
export function fieldError(t: TFunction, error: { message?: string } | undefined) {
  return error?.message ? t(error.message) : undefined;
}
