import { setBaseUrl, setToken, endpoint, authHeader, requestCount } from "./api-config";

export function userUrl(id: number): string {
  return endpoint(`users/${id}`);
}

export function init(args: string[]): string {
  const health = endpoint("health");
  const base = args[0] ?? "";
  setBaseUrl(base);
  setToken(args[1] ?? "anonymous");
  const first = userUrl(1);
  const headers = authHeader();
  console.log(`GET ${first}`, headers, `(probe ${health})`);
  return first;
}

function frame(text: string): string {
  const width = Math.max(40, text.length + 4);
  return pad(text, width);
}

function pad(text: string, width: number): string {
  return `| ${text.padEnd(width - 4)} |`;
}

const shown = init(["https://staging.example.com/", "t0k3n"]);
console.log(frame(shown));
console.log("requests", requestCount());
