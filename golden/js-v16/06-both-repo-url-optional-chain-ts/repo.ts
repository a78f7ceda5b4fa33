export interface RepoField { type?: string; url?: string; directory?: string }

export const DEFAULT_HOST = "github.com";
const SHORTHAND = /^([\w-]+)\/([\w.-]+)$/;

export function expandShorthand(spec: string, host: string = DEFAULT_HOST): string {
  const match = SHORTHAND.exec(spec);
  return match ? `https://${host}/${match[1]}/${match[2]}` : spec;
}

export function toHttps(url: string): string {
  const bare = url.replace(/^git\+/, "").replace(/\.git$/, "");
  return bare.startsWith("git://") ? `https://${bare.slice(6)}` : bare;
}

export function issuesUrl(repoUrl: string | undefined): string | undefined {
  return repoUrl ? `${repoUrl}/issues` : undefined;
}

export function displayName(name: string): string {
  return name.trim().replace(/^@[^/]+\//, "");
}
