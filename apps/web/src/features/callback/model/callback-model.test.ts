import { describe, expect, it } from 'vitest';
import { buildRoleOptions, callbackSuccessSubtitle, chosenRoleName } from './callback-model';

describe('callback success subtitle', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 20, h, m, 0);

  it('promises a call today before 19:00 local time', () => {
    for (const [h, m] of [[0, 0], [9, 0], [18, 59]] as const) {
      expect(callbackSuccessSubtitle(at(h, m)), `${h}:${m}`).toBe('Ждите звонок в кратчайшее время текущего рабочего дня.');
    }
  });

  it('promises the next working day from 19:00', () => {
    for (const [h, m] of [[19, 0], [21, 30], [23, 59]] as const) {
      expect(callbackSuccessSubtitle(at(h, m)), `${h}:${m}`).toBe('Мы свяжемся с Вами на следующий рабочий день с 9-00 до 10-00.');
    }
  });
});

describe('callback role options', () => {
  const options = buildRoleOptions(['Покупатель', 'Продавец', 'Куратор']);

  it('use the position index as the id', () => {
    expect(options).toEqual([
      { id: '0', name: 'Покупатель' },
      { id: '1', name: 'Продавец' },
      { id: '2', name: 'Куратор' },
    ]);
  });

  it('send the chosen role, or the last one when none is chosen', () => {
    expect(chosenRoleName(options, '1')).toBe('Продавец');
    expect(chosenRoleName(options, '')).toBe('Куратор');
    expect(chosenRoleName(options, undefined)).toBe('Куратор');
    expect(chosenRoleName(options, '7')).toBe('Куратор');
  });

  it('have no role to send when the list is empty', () => {
    expect(buildRoleOptions([])).toEqual([]);
    expect(chosenRoleName([], undefined)).toBeNull();
  });
});
