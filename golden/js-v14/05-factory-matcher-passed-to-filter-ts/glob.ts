export interface MatchOptions {
  ignoreCase?: boolean;
  anchored?: boolean;
}

export const IGNORE_CASE = false;
const SPECIAL = /[.+^${}()|[\]\\]/g;

export function escapeRegExp(text: string): string {
  return text.replace(SPECIAL, '\\$&');
}

export function toSource(pattern: string): string {
  const escaped = escapeRegExp(pattern);
  return escaped.replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
}

export function makeMatcher(patterns: string[], { ignoreCase = IGNORE_CASE, anchored = true }: MatchOptions = {}) {
  const sources = patterns.map(toSource);
  const flags = ignoreCase ? 'i' : '';
  const compiled = sources.map((src) => new RegExp(anchored ? `^${src}$` : src, flags));
  const label = patterns.join(' | ');
  console.log(`matcher ${label}: ${compiled.length} patterns`);
  return (path: string): boolean => {
    const name = path.split('/').pop() ?? path;
    return compiled.some((re) => re.test(name));
  };
}
