/**
 * Stories render on a fixed date so snapshots do not change when the year does (the footer shows
 * the current year). Only `new Date()` without arguments is frozen; `Date.now()` stays real so
 * timers, throttles and Storybook itself keep working.
 */
export const storyDate = new Date('2026-06-15T12:00:00Z');

const RealDate = Date;

class StoryDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(storyDate.getTime());
    else super(...args);
  }
}

globalThis.Date = StoryDate as DateConstructor;
