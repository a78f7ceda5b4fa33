const DEFAULT_FOOTER = '-- end --';

export function layout(header, body, footer = DEFAULT_FOOTER) {
  const top = header ?? 'Untitled';
  const main = body.trim();
  const bottom = footer.toUpperCase();
  return [top, main, bottom].join('\n');
}

export function wordCount(text) {
  return text.split(/\s+/).filter(Boolean).length;
}
