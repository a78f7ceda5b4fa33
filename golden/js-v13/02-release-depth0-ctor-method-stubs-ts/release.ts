import { ReleasePolicy, parseVersion, PRERELEASE_TAG } from "./versions";

const MIN_STABLE_MAJOR = 1;
const CHANNELS = ["stable", "beta", "nightly"];

export function nextRelease(current: string, changes: string[], channel: string, manifest: string): string {
  const where = manifest.trim() || "package.json";
  const base = parseVersion(current, where);
  const lane = CHANNELS.includes(channel) ? channel : "nightly";
  const policy = new ReleasePolicy(lane, MIN_STABLE_MAJOR);
  let part = "patch";
  let notes = 0;
  for (const change of changes) {
    notes += 1;
    if (change.startsWith("feat")) {
      part = "minor";
    }
    if (change.includes("BREAKING")) {
      part = "major";
      break;
    }
  }
  const bumped = base.bump(part);
  const target = policy.allows(bumped) ? bumped : base;
  const tag = lane === "stable" ? "" : `-${PRERELEASE_TAG}.${notes}`;
  return `${target.format()}${tag}`;
}

console.log(nextRelease("0.9.4", ["fix: trim input", "feat!: BREAKING new api", "docs: readme"], "stable", " "));
console.log(nextRelease("v1.2.0", ["feat: add flag"], "beta", "lerna.json"));
console.log(nextRelease("0.3.1", ["fix: typo"], "stable", "package.json"));
