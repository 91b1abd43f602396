import { COUNTRY_CODES, type CountryCode } from '@/contracts/fields';

/** ISO 3166 alpha-3 -> alpha-2, to name each country in the member's language with Intl. */
const ALPHA2: Record<CountryCode, string> = {
  KOR: 'KR', USA: 'US', CAN: 'CA', AUS: 'AU', GBR: 'GB', DEU: 'DE', FRA: 'FR', ESP: 'ES',
  ITA: 'IT', JPN: 'JP', CHN: 'CN', NZL: 'NZ', SGP: 'SG', HKG: 'HK', TWN: 'TW', THA: 'TH',
  VNM: 'VN', MYS: 'MY', IDN: 'ID', PHL: 'PH', IND: 'IN', BRA: 'BR', MEX: 'MX', RUS: 'RU',
  TUR: 'TR', ARE: 'AE', ZAF: 'ZA', SWE: 'SE', NOR: 'NO', DNK: 'DK', FIN: 'FI', NLD: 'NL',
  BEL: 'BE', CHE: 'CH', AUT: 'AT', PRT: 'PT', GRC: 'GR', POL: 'PL', CZE: 'CZ', HUN: 'HU',
}; // prettier-ignore

export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** The sign-up country list in `language`, Korea first, the rest sorted by name. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  const options = COUNTRY_CODES.map((code) => ({
    code,
    name: names?.of(ALPHA2[code]) ?? code,
  }));
  const [first, ...rest] = options;
  return [first!, ...rest.sort((a, b) => a.name.localeCompare(b.name, language))];
}
