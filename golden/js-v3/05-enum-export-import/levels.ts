export const LIMIT = 40;
export const SPARE = 7;

export enum Level {
  Low = 1,
  Mid = Low * 2,
  High = LIMIT + 1,
}

export const enum Mode {
  Quiet = 0,
  Loud = SPARE,
}
