import { addDays, isoWeekday, moscowDate, moscowMidnightInstant } from '../lib/moscow-time.ts';

/**
 * When a scheduled job runs. Slots are instants: a run is keyed by its job's name and its slot, so each
 * slot runs once whatever the number of instances.
 *
 * - `{ every: ms }`: every `ms` milliseconds, slots on multiples of `ms` since the Unix epoch
 *   (`{ every: 5 * 60_000 }` runs at :00, :05, :10 ...).
 * - `{ daily: 'HH:MM' }`: each day at that Moscow time.
 * - `{ weekly: { day, at: 'HH:MM' } }`: each week on that ISO weekday (1 Monday ... 7 Sunday) at that Moscow time.
 */
export type Schedule = { every: number } | { daily: string } | { weekly: { day: number; at: string } };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(at: string): number {
  const match = TIME.exec(at);
  if (!match) throw new Error(`schedule time must be HH:MM, got '${at}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Checks a schedule once, when its job is registered, so a typo fails at start rather than at the first slot. */
export function checkSchedule(schedule: Schedule): void {
  if ('every' in schedule) {
    if (!Number.isInteger(schedule.every) || schedule.every < 1000) throw new Error('schedule.every must be a whole number of milliseconds, at least 1000');
  } else if ('daily' in schedule) {
    minutesOf(schedule.daily);
  } else {
    minutesOf(schedule.weekly.at);
    if (!Number.isInteger(schedule.weekly.day) || schedule.weekly.day < 1 || schedule.weekly.day > 7) throw new Error('schedule.weekly.day must be 1 (Monday) to 7 (Sunday)');
  }
}

/** The latest slot of the schedule at or before `now`: the run that is due. */
export function latestSlot(schedule: Schedule, now: Date): Date {
  if ('every' in schedule) return new Date(Math.floor(now.getTime() / schedule.every) * schedule.every);
  const at = 'daily' in schedule ? schedule.daily : schedule.weekly.at;
  const offsetMs = minutesOf(at) * 60_000;
  const slotOf = (date: string) => new Date(moscowMidnightInstant(date).getTime() + offsetMs);
  let date = moscowDate(now);
  // At most 7 steps back: the slot of today (or of this weekday) may still be ahead of `now`.
  for (let i = 0; i < 8; i += 1, date = addDays(date, -1)) {
    if ('weekly' in schedule && isoWeekday(date) !== schedule.weekly.day) continue;
    const slot = slotOf(date);
    if (slot.getTime() <= now.getTime()) return slot;
  }
  throw new Error('unreachable: a weekly slot is at most 7 days back');
}
