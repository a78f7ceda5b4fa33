export const MAX_FLAGS = 3;
export const TRUTHY = new Set(["1", "true", "on"]);
export const FALSY = new Set(["0", "false", "off"]);
TRUTHY.add("yes");
FALSY.delete("0");

export function parseFlag(raw: string | undefined, fallback: boolean = false): boolean {
  if (raw === undefined) {
    return fallback;
  }
  const value = raw.trim().toLowerCase();
  if (FALSY.has(value)) {
    return false;
  }
  return TRUTHY.has(value);
}

export function flagList(raw: string): string[] {
  return raw.split(",").map((part) => part.trim()).filter(Boolean);
}
