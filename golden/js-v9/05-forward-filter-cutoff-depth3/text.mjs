const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'and', 'in']);

export function tokenize(text) {
  return text.toLowerCase().split(/\W+/).filter((t) => t && !STOP_WORDS.has(t));
}

export function scoreDoc(doc, terms) {
  const words = tokenize(doc.title);
  const hits = terms.filter((t) => words.includes(t)).length;
  return terms.length === 0 ? 0 : hits / terms.length;
}

export function highlight(title, terms) {
  let marked = title;
  for (const term of terms) {
    marked = marked.replace(new RegExp(`\\b(${term})\\b`, 'i'), '[$1]');
  }
  return marked;
}
