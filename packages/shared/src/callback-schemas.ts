import { z } from 'zod';
import { text } from './text.ts';
import { periodSchema } from './period.ts';
import { CALLBACK_PHONE_MESSAGES, PHONE_MAX_DIGITS, russianPhoneDigits } from './phone-mask.ts';

/**
 * The callback form's phone: accepts the masked or the bare value and outputs digits only, so the
 * form and the server validate with the same schema. Empty or missing: 'Телефон обязателен'.
 */
export const callbackPhoneSchema = text({ error: CALLBACK_PHONE_MESSAGES.required })
  .overwrite(russianPhoneDigits)
  .min(1, { error: CALLBACK_PHONE_MESSAGES.required, abort: true })
  .min(PHONE_MAX_DIGITS, { error: CALLBACK_PHONE_MESSAGES.incomplete, abort: true })
  .max(PHONE_MAX_DIGITS, { error: CALLBACK_PHONE_MESSAGES.tooLong, abort: true });

/**
 * Who may ask for a callback (specification, section 6: the names come from a server list; the
 * sign-in area offers 'Продавец' and 'Куратор'). The server answers this list on
 * GET /api/request/roles/list and accepts only these names (docs/decisions.md, 'Callbacks').
 */
export const CALLBACK_ROLES = ['Покупатель', 'Продавец', 'Куратор'] as const;
export type CallbackRole = (typeof CALLBACK_ROLES)[number];

export const CALLBACK_MESSAGES = {
  successTitle: 'Заявка отправлена',
  successBeforeEvening: 'Ждите звонок в кратчайшее время текущего рабочего дня.',
  successEvening: 'Мы свяжемся с Вами на следующий рабочий день с 9-00 до 10-00.',
  errorTitle: 'Ошибка запроса',
  errorText: 'Заполните верно поля',
  roleUnknown: 'Выберите роль из списка',
} as const;

/** From this local hour on, the callback comes on the next working day (specification, section 9). */
export const CALLBACK_EVENING_HOUR = 19;

/** POST /api/request/send: the phone as digits only (11) and one of the offered role names. */
export const callbackRequestSchema = z.object({
  phoneNumber: callbackPhoneSchema,
  role: text({ error: CALLBACK_MESSAGES.roleUnknown }).refine((v) => (CALLBACK_ROLES as readonly string[]).includes(v), {
    error: CALLBACK_MESSAGES.roleUnknown,
  }),
});
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;

export const callbackRolesSchema = z.array(text());

/** The form: phone required ('Телефон обязателен'), the radio choice optional. */
export const callbackFormSchema = z.object({
  phone: callbackPhoneSchema,
  callbackType: text().optional(),
});
export type CallbackFormValues = z.input<typeof callbackFormSchema>;

/** POST /api/request/list: Moscow calendar days, both included. */
export const callbackListQuerySchema = periodSchema;
export type CallbackListQuery = z.infer<typeof callbackListQuerySchema>;

export const callbackRequestRowSchema = z.object({
  id: text(),
  phoneNumber: text(),
  role: text(),
  createdAt: text(),
});
export type CallbackRequestRow = z.infer<typeof callbackRequestRowSchema>;
export const callbackRequestListSchema = z.array(callbackRequestRowSchema);
