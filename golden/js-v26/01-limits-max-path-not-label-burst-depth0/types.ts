export interface Limits {
  ceiling: number;
  burst: number;
  label: string;
}

export type Mode = "strict" | "loose";

export const DEFAULT_MAX = 10;
export const DEFAULT_BURST = 1;

export interface LimitsReport {
  limits: Limits;
  mode: Mode;
  source: "file" | "env" | "default";
}
