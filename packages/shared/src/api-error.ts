import { z } from 'zod';
import { text } from './text.ts';

/** The one error shape every API error answers with (DESIGN.md section 3). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: text(),
    message: text(),
    fields: z.record(text(), text()).optional(),
    requestId: text().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Generic texts shown where nothing more specific applies. */
export const GENERIC_ERROR_MESSAGES = {
  internal: 'Что-то пошло не так',
  notFound: 'Не найдено',
  unauthorized: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
  validation: 'Заполните верно поля',
  tooManyRequests: 'Слишком много запросов, попробуйте позже',
  imagesBusy: 'Сервер обрабатывает много изображений, повторите попытку через минуту',
  unavailable: 'Сервис временно недоступен, повторите попытку через несколько секунд',
} as const;
