import type { KeyboardEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhoneMask, PHONE_BACKSPACE_DIGIT_LIMIT, phoneBackspace, phoneDigits } from '@tmc/shared/phone-mask';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A phone field with the specification's mask (section 5): +X (XXX) XXX-XX-XX, at most 11 digits;
 * backspace with 6 or fewer digits drops the last digit. The value is the masked text; the shared
 * schemas keep only its digits.
 */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      {...props}
      value={formatPhoneMask(value)}
      onChange={(event) => onChange(formatPhoneMask(event.currentTarget.value))}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!props.readOnly && event.key === 'Backspace' && phoneDigits(value).length <= PHONE_BACKSPACE_DIGIT_LIMIT) {
          event.preventDefault();
          onChange(phoneBackspace(value));
        }
      }}
    />
  );
}
