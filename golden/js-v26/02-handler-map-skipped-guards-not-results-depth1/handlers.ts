export interface Command {
  kind: string;
  arg?: number;
}

export interface HandlerMap {
  [kind: string]: (arg: number) => number;
}

export function double(arg: number): number {
  return arg * 2;
}

export function negate(arg: number): number {
  return -arg;
}

export const HANDLERS: HandlerMap = { double, negate };
export const VERSION = "1.2";
