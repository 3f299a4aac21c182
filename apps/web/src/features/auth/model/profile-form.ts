import { formatPhoneMask } from '@tmc/shared/phone-mask';
import type { FullRegistrationInput } from '@tmc/shared/account-schemas';
import type { Profile } from '@tmc/shared/profile';

/** The full-registration form's values from a stored profile: every field a string, blanks as ''. */
export function profileToFormValues(profile: Profile): FullRegistrationInput {
  const bank = profile.bankDetails;
  return {
    title: profile.title ?? '',
    firstName: profile.firstName ?? '',
    middleName: profile.middleName ?? '',
    lastName: profile.lastName ?? '',
    inn: profile.inn ?? '',
    phoneNumber: profile.phoneNumber ? formatPhoneMask(profile.phoneNumber) : '',
    email: profile.email,
    comment: profile.comment ?? '',
    bankDetails: {
      bankName: bank?.bankName ?? '',
      bankLegalEntity: bank?.bankLegalEntity ?? '',
      bik: bank?.bik ?? '',
      bankInn: bank?.bankInn ?? '',
      bankAccount: bank?.bankAccount ?? '',
      correspondentAccount: bank?.correspondentAccount ?? '',
    },
  };
}

/** How the profile names its owner: the person, else the organisation, else the e-mail. */
export function profileDisplayName(profile: Pick<Profile, 'firstName' | 'lastName' | 'title' | 'email'>): string {
  const person = [profile.lastName, profile.firstName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return person || profile.title?.trim() || profile.email;
}
