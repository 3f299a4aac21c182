import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { showcaseSchema, top10StatSchema, visitTotalsSchema } from '@tmc/shared/stat';
import type { StatService } from './stat.service.ts';

/**
 * Visit totals: distinct anonymous ids since the start of the UTC day, month and year
 * (the specification puts the monthly rule in UTC: on the 1st, monthly equals daily);
 * and the statistics page's top lists.
 */
export const statRoutes: FastifyPluginAsyncZod<{ stat: StatService }> = async (app, { stat }) => {
  app.get(
    '/visits',
    { schema: { tags: ['stat'], summary: 'Посещения за день, месяц и год', response: { 200: visitTotalsSchema } } },
    async () => stat.visits(),
  );

  app.get(
    '/top10',
    {
      schema: {
        tags: ['stat'],
        summary: 'Страница статистики: посещения и топ-10 запросов, позиций, количества и суммы опубликованных товаров',
        response: { 200: top10StatSchema },
      },
    },
    async () => stat.top10(),
  );

  app.get(
    '/showcase',
    {
      schema: {
        tags: ['stat'],
        summary: 'Витрина главной страницы: товары, поставщики, регионы и товары по категориям',
        response: { 200: showcaseSchema },
      },
    },
    async () => stat.showcase(),
  );
};
