export const MAX_HEADERS = 3;
export const BLOCKED = ["host", "content-length"];
const SPECIAL: Record<string, string> = { "content-md5": "Content-MD5", "x-request-id": "X-Request-ID" };

export function canonical(name: string): string {
  const special = SPECIAL[name.toLowerCase()];
  if (special !== undefined) {
    return special;
  }
  const parts: string[] = [];
  for (const part of name.toLowerCase().split("-")) {
    parts.push(part.charAt(0).toUpperCase() + part.slice(1));
  }
  return parts.join("-");
}

export function isSafe(value: string): boolean {
  return !/[\r\n]/.test(value);
}
