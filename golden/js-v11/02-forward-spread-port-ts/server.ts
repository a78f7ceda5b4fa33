import { DEFAULTS, withPort, withTls, origin, retryPlan } from "./options.js";

export function endpoints(env: Record<string, string>, secure?: boolean) {
  const port = env.PORT ? Number(env.PORT) : undefined;
  const base = { ...DEFAULTS, tls: secure ?? DEFAULTS.tls };
  const opts = withPort(base, port);
  const api = origin(opts, "/api");
  const health = origin(base);
  const plan = retryPlan(base, 3);
  const secured = withTls(base);
  return { api, health, secure: origin(secured), delays: [...plan] };
}

export function report(urls: { api: string; health: string }, label?: string): string {
  const lines = [`api: ${urls.api}`, `health: ${urls.health}`];
  if (label) {
    lines.unshift(label);
  }
  return lines.join("\n");
}

const env: Record<string, string> = { PORT: "8080" };
const urls = endpoints(env);
const text = report(urls);
console.log(text);
console.log(urls.delays.join(" "));
