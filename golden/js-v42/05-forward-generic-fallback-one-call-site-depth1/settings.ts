// Generic helpers for optional settings.
export interface RetryOptions {
  label: string;
  attempts?: number;
  backoffMs?: number;
}

export interface Setting<T> {
  value: T;
  source: "given" | "default";
}

export function orDefault<T>(value: T | undefined, fallback: T): Setting<T> {
  if (value === undefined) {
    return { value: fallback, source: "default" };
  }
  return { value, source: "given" };
}

export function show<T>(setting: Setting<T>): string {
  return `${setting.value} (${setting.source})`;
}
