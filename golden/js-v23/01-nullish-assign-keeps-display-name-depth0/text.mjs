const ELLIPSIS = '~';

export function shorten(text, max) {
  if (text.length <= max) {
    return text;
  }
  return text.slice(0, max - 1) + ELLIPSIS;
}

export function initials(name) {
  const parts = name.split(' ').filter(Boolean);
  return parts.map((p) => p[0].toUpperCase()).join('');
}

export function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
