import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/form-field';
import { fieldError } from '@/lib/i18n/field-error';
import type { SignUpForm } from './signup-form';

const AGREEMENTS = [
  { field: 'termsAgreed', label: 'signup.agreeTerms', to: '/terms', title: 'legal.terms.title' },
  {
    field: 'privacyAgreed',
    label: 'signup.agreePrivacy',
    to: '/privacy',
    title: 'legal.privacy.title',
  },
] as const;

/** The terms and the privacy policy, each required, with "agree to all" and links to read them. */
export function SignupAgreements({ form }: { form: SignUpForm }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const termsAgreed = useWatch({ control, name: 'termsAgreed' }) === true;
  const privacyAgreed = useWatch({ control, name: 'privacyAgreed' }) === true;
  const agreeAll = (checked: boolean) => {
    for (const { field } of AGREEMENTS) {
      setValue(field, checked as true, { shouldValidate: true, shouldDirty: true });
    }
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('signup.agreements')}</legend>
      <Checkbox
        label={<strong>{t('signup.agreeAll')}</strong>}
        checked={termsAgreed && privacyAgreed}
        onChange={(event) => agreeAll(event.target.checked)}
      />
      <hr className="border-slate-200" />
      {AGREEMENTS.map(({ field, label, to, title }) => (
        <div key={field} className="flex items-start justify-between gap-2">
          <Checkbox label={t(label)} error={fieldError(t, errors[field])} {...register(field)} />
          <Link to={to} target="_blank" className="text-xs text-brand-700 underline">
            {t('signup.view')}
            <span className="sr-only"> {t(title)}</span>
          </Link>
        </div>
      ))}
    </fieldset>
  );
}
