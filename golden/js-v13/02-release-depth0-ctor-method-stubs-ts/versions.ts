export const PRERELEASE_TAG = "rc";

export class Version {
  constructor(readonly major: number, readonly minor: number, readonly patch: number) {}

  bump(part: string): Version {
    if (part === "major") {
      return new Version(this.major + 1, 0, 0);
    }
    if (part === "minor") {
      return new Version(this.major, this.minor + 1, 0);
    }
    return new Version(this.major, this.minor, this.patch + 1);
  }

  format(): string {
    return `${this.major}.${this.minor}.${this.patch}`;
  }
}

export function parseVersion(text: string, source: string): Version {
  const [major, minor, patch] = text.replace(/^v/, "").split(".").map(Number);
  if (Number.isNaN(major)) {
    console.warn(`${source}: not a version: ${text}`);
  }
  return new Version(major || 0, minor || 0, patch || 0);
}

export class ReleasePolicy {
  constructor(readonly channel: string, readonly minMajor: number) {}

  allows(candidate: Version): boolean {
    if (this.channel !== "stable") {
      return true;
    }
    return candidate.major >= this.minMajor;
  }
}
