import { z } from 'zod';
import { text } from './text.ts';
import { pagedSchema, pageQuerySchema } from './lists.ts';
import { isoDateSchema, PERIOD_MESSAGES } from './period.ts';

/**
 * The action log (DESIGN.md section 12). Each administrative action has a name and a Russian label for
 * the log page; a module that records a new action adds it here.
 */
export const AUDIT_ACTION_LABELS = {
  'seller.create': 'Создание поставщика',
  'seller.update': 'Изменение поставщика',
  'seller.block': 'Блокировка поставщика',
  'seller.unblock': 'Разблокировка поставщика',
  'seller.delete': 'Удаление поставщика',
  'seller.end-condition': 'Дата окончания условий',
  'seller.premium-add': 'Премиум добавлен',
  'seller.premium-remove': 'Премиум снят',
  'seller.trusted': 'Доверенный поставщик',
  'seller.tier': 'Тариф поставщика',
  'seller.input': 'Вход как поставщик',
  'user.create': 'Создание пользователя',
  'user.update': 'Изменение пользователя',
  'user.block': 'Блокировка пользователя',
  'user.unblock': 'Разблокировка пользователя',
  'user.delete': 'Удаление пользователя',
  'user.allow-placement': 'Разрешение размещения',
  'tmc.publish': 'Публикация товара',
  'tmc.reject': 'Отклонение товара',
  'tmc.take-down': 'Снятие товара с публикации',
  'invoice.paid': 'Счёт оплачен',
  'invoice.cancel': 'Счёт отменён',
  'subscription.update': 'Изменение подписки',
  'corporation.create': 'Создание корпорации',
  'corporation.update': 'Изменение корпорации',
  'corporation.delete': 'Удаление корпорации',
  'price-list.update': 'Изменение цены услуги',
  'tmc.review': 'Проверено после публикации',
  'content.day-slogan': 'Изменение слогана дня',
  'running-line.add': 'Бегущая строка: добавлена',
  'running-line.remove': 'Бегущая строка: снята',
  'blog.create': 'Статья блога создана',
  'blog.update': 'Статья блога изменена',
  'blog.delete': 'Статья блога удалена',
  'review.status': 'Решение по отзыву',
  'request.write': 'Изменение через общий маршрут',
  'request.as-seller': 'Действие от имени поставщика',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const AUDIT_TARGET_LABELS = {
  seller: 'Поставщик',
  user: 'Пользователь',
  tmc: 'Товар',
  invoice: 'Счёт',
  subscription: 'Подписка',
  corporation: 'Корпорация',
  'price-list': 'Прайс-лист',
  content: 'Содержимое сайта',
  'running-line': 'Бегущая строка',
  'blog-post': 'Статья блога',
  review: 'Отзыв',
  request: 'Запрос к API',
} as const satisfies Record<string, string>;
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGET_LABELS) as AuditTargetType[];

/** GET /api/admin-panel/audit: newest first, filtered by actor (e-mail prefix), action, target and Moscow days. */
export const auditQuerySchema = pageQuerySchema
  .extend({
    actor: text().trim().max(320, 'Не более 320 символов').optional(),
    action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]], { error: 'Неизвестное действие' }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES as [AuditTargetType, ...AuditTargetType[]], { error: 'Неизвестный вид объекта' }).optional(),
    targetId: text().trim().max(100, 'Не более 100 символов').optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: PERIOD_MESSAGES.endBeforeStart, path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: text().nullable(),
  actorEmail: text().nullable(),
  action: text(),
  targetType: text(),
  targetId: text(),
  targetLabel: text().nullable(),
  before: z.record(text(), z.unknown()).nullable(),
  after: z.record(text(), z.unknown()).nullable(),
  createdAt: text(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
