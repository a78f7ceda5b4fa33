import { firstGroup } from "./extract.mjs";

// A header looks like: name=parser version="2.4" mode=strict
export function parseHeader(header) {
  const defaultVersion = "1.0";
  const version = firstGroup(header, /version=(\S+)/, defaultVersion);
  const nameFallback = "anonymous";
  const name = firstGroup(header, /name=(\S+)/, nameFallback);
  const parts = version.split(".");
  const major = Number(parts[0]);
  const minor = parts.length > 1 ? Number(parts[1]) : 0;
  const banner = `${name} v${major}.${minor}`;
  return { banner, major };
}

export function isCompatible(info, required) {
  if (info.major !== required) {
    return false;
  }
  return true;
}
