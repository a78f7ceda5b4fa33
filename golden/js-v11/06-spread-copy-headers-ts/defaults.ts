export type HeaderMap = Record<string, string>;

export const USER_AGENT = "slicer-client/1.0";
export const ACCEPT = "application/json";

export const DEFAULT_HEADERS: HeaderMap = {
  accept: ACCEPT,
  "user-agent": USER_AGENT,
};

export const RETRY_HEADERS: HeaderMap = { ...DEFAULT_HEADERS, "retry-after": "1" };

export const toPair = (name: string, value: string) => ({ name: name.toLowerCase(), value });

export function headerLines(headers: HeaderMap): string[] {
  return Object.keys(headers).map((k) => `${k}: ${headers[k]}`);
}
