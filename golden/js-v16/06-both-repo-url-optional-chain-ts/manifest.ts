import { expandShorthand, toHttps, issuesUrl, displayName } from "./repo";
import type { RepoField } from "./repo";

export interface Manifest { name: string; repository?: string | RepoField; bugs?: { url?: string }; homepage?: string }
interface Normalized { name: string; repository?: RepoField; bugs?: { url?: string }; homepage?: string }

export function projectLinks(pkg: Manifest) {
  const meta: Normalized = { ...pkg, repository: undefined };
  meta.name = displayName(pkg.name);
  if (typeof pkg.repository === "string") {
    meta.repository = { url: expandShorthand(pkg.repository) };
  } else {
    meta.repository = pkg.repository;
  }
  const raw = meta.repository?.url;
  const repo = raw ? toHttps(raw) : undefined;
  const bugs = meta.bugs?.url ?? issuesUrl(repo);
  const home = meta.homepage ?? (repo ? `${repo}#readme` : undefined);
  const label = `${meta.name}${repo ? "" : " (no repository)"}`;
  return { label, repo, bugs, home };
}

export function renderCard(pkg: Manifest, theme: string): string {
  const title = theme === "dark" ? displayName(pkg.name).toUpperCase() : displayName(pkg.name);
  const { repo, bugs } = projectLinks(pkg);
  const lines = [title, repo ?? "(no repository)", bugs ?? "(no tracker)"];
  return lines.join("\n");
}

const LEFT_PAD: Manifest = { name: " left-pad ", repository: "left-pad/left-pad" };
const TAPE: Manifest = { name: "@ljharb/tape", repository: { type: "git", url: "git+https://github.com/ljharb/tape.git" }, bugs: { url: "https://tape.dev/bugs" } };
console.log(renderCard(LEFT_PAD, "dark"));
console.log(renderCard(TAPE, "light"));
