// Split a URL-ish string into the parts shown in the service table.
export function describeEndpoint(url) {
  let scheme = "http";
  let rest = url.trim();
  const sep = rest.indexOf("://");
  if (sep !== -1) {
    scheme = rest.slice(0, sep).toLowerCase();
    rest = rest.slice(sep + 3);
  }
  const slash = rest.indexOf("/");
  const hostPart = slash === -1 ? rest : rest.slice(0, slash);
  const path = slash === -1 ? "/" : rest.slice(slash);
  const colon = hostPart.indexOf(":");
  const host = colon === -1 ? hostPart : hostPart.slice(0, colon);
  let port = scheme === "https" ? 443 : 80;
  if (colon !== -1) {
    port = Number(hostPart.slice(colon + 1));
  }
  const decoded = decodeURIComponent(path);
  const origin = `${scheme}://${hostPart}`;
  const display = `${host}${decoded}`;
  const secure = scheme.startsWith("https") && port === 443;
  return { origin, display, secure };
}

export function sameOrigin(a, b) {
  return a.origin === b.origin;
}
