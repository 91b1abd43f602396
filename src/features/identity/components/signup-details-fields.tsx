import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/components/ui/form-field';
import { fieldError } from '@/lib/i18n/field-error';
import { countryOptions } from './countries';
import type { SignUpForm } from './signup-form';

/** Name, country (in the member's language), birth date and the optional gender. */
export function SignupDetailsFields({ form }: { form: SignUpForm }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        required
        maxLength={50}
        error={fieldError(t, errors.name)}
        {...register('name')}
      />
      <SelectField
        label={t('fields.country')}
        required
        error={fieldError(t, errors.country_code)}
        {...register('country_code')}
      >
        <option value="">{t('fields.countryPlaceholder')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fields.birthDate')}
        inputMode="numeric"
        autoComplete="bday"
        placeholder="YYYYMMDD"
        maxLength={8}
        required
        hint={t('fields.birthDateHint')}
        error={fieldError(t, errors.birth_date)}
        {...register('birth_date')}
      />
      <SelectField
        label={t('fields.gender')}
        error={fieldError(t, errors.gender)}
        {...register('gender')}
      >
        <option value="">{t('fields.genderNone')}</option>
        <option value="male">{t('fields.genderMale')}</option>
        <option value="female">{t('fields.genderFemale')}</option>
      </SelectField>
    </>
  );
}
