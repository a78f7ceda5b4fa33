export type Check = { kind: "required" | "min" | "pattern"; arg?: number | RegExp; message?: string };
export type Schema = Record<string, Check[]>;
export type Form = Record<string, string | undefined>;

export const MESSAGES: Record<string, string> = { required: "is required", min: "is too short", pattern: "is malformed" };

export function passes(value: string | undefined, check: Check): boolean {
  switch (check.kind) {
    case "required":
      return value !== undefined && value !== "";
    case "min":
      return (value?.length ?? 0) >= Number(check.arg);
    default:
      return check.arg instanceof RegExp ? check.arg.test(value ?? "") : true;
  }
}

export function describe(field: string, check: Check): string {
  return `${field} ${check.message ?? MESSAGES[check.kind]}`;
}

export function decodeValue(raw: string): string {
  return decodeURIComponent(raw.replace(/\+/g, " "));
}
