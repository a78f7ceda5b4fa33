import { buildRequest, DEFAULT_TIMEOUT } from "./request";
import type { RequestOptions } from "./request";

const SERVICE = "https://api.example.test";
const FIELDS_PARAM = "fields";

export function fetchUser(id: string, token: string, fields: string[]) {
  const auth = { token };
  const options: RequestOptions = { auth, query: { [FIELDS_PARAM]: fields.join(",") } };
  options.timeout = DEFAULT_TIMEOUT * 2;
  const started = Date.now();
  const req = buildRequest(`${SERVICE}/users/${id}`, options, `user-${id}-${started}`);
  return { ...req, cacheKey: `${req.target}#${req.headers.authorization ?? "anon"}` };
}

export function ping() {
  const req = buildRequest(`${SERVICE}/health`);
  return req.timeout > 1000 ? req.target : null;
}

const user = fetchUser("42", "s3cret", ["name", "email"]);
console.log(user.target, user.headers, user.cacheKey, user.timeout, ping());
