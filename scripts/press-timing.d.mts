import type { Page } from 'playwright-core';

/** Where to press: the middle of the control, in page coordinates. */
export interface Point {
  x: number;
  y: number;
}

export declare function timePress<Argument = undefined>(
  page: Page,
  effect: (argument: Argument) => boolean,
  effectArgument?: Argument,
): Promise<(point: Point, moment: number, timeout?: number) => Promise<number>>;
