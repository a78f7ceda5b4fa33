import { applyDefaults, withTimeout, track } from "./options.mjs";

const AGENT = "demo-client/1.0";
const TIMEOUT_MS = 1200;

export function buildRequest(url, token, id) {
  const opts = { method: "GET", headers: { "user-agent": AGENT } };
  applyDefaults(opts);
  const timed = withTimeout(opts, TIMEOUT_MS);
  const traced = track(opts, id);
  if (token) {
    opts.auth = token;
  }
  const wire = JSON.stringify(opts);
  return { url, wire, timed, traced };
}

const ENDPOINT = "https://api.example.com/items";
const SECRET = "s3cr3t";
const request = buildRequest(ENDPOINT, SECRET, 7);
console.log(request.wire);
console.log(request.timed.timeout, request.traced.headers);
