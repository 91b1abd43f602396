import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { signUpFormSchema } from '@/contracts/identity';
import {
  EMAIL_VERIFICATION_STORE_KEY,
  useEmailVerificationStore,
} from '@/lib/session/email-verification-store';

export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;
export type SignUpForm = UseFormReturn<SignUpFormInput, unknown, SignUpFormOutput>;

/** The e-mail field's state as the verification store sees it. */
export interface SignUpEmailState {
  /** The address typed, trimmed and lower-cased. */
  email: string;
  /** Its link was confirmed. */
  verified: boolean;
  /** A mail went to it and its link is not confirmed yet. */
  sentToThis: boolean;
}

/**
 * The sign-up form (the contract's schema with its cross-field rules) bound to the e-mail
 * verification store: the typed address is verified only while it is the confirmed one, and
 * a link opened in another tab is picked up at once.
 */
export function useSignUpForm(): { form: SignUpForm } & SignUpEmailState {
  const verification = useEmailVerificationStore();
  const form = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    mode: 'onChange',
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      email: verification.completeEmail ?? verification.email ?? '',
      password: '',
      confirmPassword: '',
      name: '',
      country_code: '',
      birth_date: '',
      gender: '',
      termsAgreed: false,
      privacyAgreed: false,
      isEmailVerified: verification.isEmailVerified,
    } as unknown as SignUpFormInput,
  });
  const { setValue, trigger, control } = form;
  const email = (useWatch({ control, name: 'email' }) ?? '').trim().toLowerCase();
  const verified = verification.completeEmail !== null && verification.completeEmail === email;
  const sentToThis = verification.email === email && !verified;

  // A link opened in another tab updates the persisted store: pick it up here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === EMAIL_VERIFICATION_STORE_KEY) {
        void useEmailVerificationStore.persist.rehydrate();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Changing the address after verification makes it unverified again.
  useEffect(() => {
    useEmailVerificationStore.getState().emailChanged(email);
  }, [email]);

  useEffect(() => {
    setValue('isEmailVerified', verified, { shouldValidate: true });
    if (email) void trigger('email');
  }, [verified, email, setValue, trigger]);

  return { form, email, verified, sentToThis };
}
