export const PLACEHOLDER = "%s";
export const SEPARATOR = ", ";
const counts = new Map<string, number>();

export function format(template: string, ...values: unknown[]): string {
  let out = template;
  for (const value of values) {
    out = out.replace(PLACEHOLDER, String(value));
  }
  return out;
}

export function warn(code: string, ...args: [string, ...unknown[]]): string {
  counts.set(code, (counts.get(code) ?? 0) + 1);
  return format(...args);
}

export function tally(): string {
  const parts: string[] = [];
  for (const [code, n] of counts) {
    parts.push(`${code} x${n}`);
  }
  return parts.join(SEPARATOR);
}
