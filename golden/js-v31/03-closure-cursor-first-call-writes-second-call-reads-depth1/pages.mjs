const PAGE_SIZE = 3;

export function twoPages(items, pageSize = PAGE_SIZE, start = pageSize - 1) {
  let cursor = start;
  let served = 0;
  const take = () => {
    const page = items.slice(cursor, cursor + pageSize);
    cursor += page.length;
    served += 1;
    return page;
  };
  const first = take();
  const second = take();
  console.log(`served ${served} pages, first has ${first.length}`);
  return { second, rest: items.length - cursor };
}

export function preview(catalog) {
  const names = catalog.map((p) => p.name);
  const shown = twoPages(names);
  return shown.second.join(', ');
}

const catalog = ['ant', 'bee', 'cat', 'dog', 'eel', 'fox', 'gnu', 'hen'].map((name) => ({ name }));
console.log(preview(catalog));
