import { lowStock } from './stock.mjs';
import { loadStock } from './repo.mjs';

export function dailyReport(day, options = {}) {
  const stock = loadStock(day);
  const { threshold = 5, limit = 3, title = 'Stock' } = options;
  const result = lowStock(stock, threshold, limit);
  const footer = `${result.skipped} discontinued`;
  return `${title} for ${day}\n${result.text}\n${footer}`;
}

export function urgent(day) {
  const { text } = lowStock(loadStock(day), 2, 10);
  return text.split('\n').slice(1);
}

console.log(dailyReport('mon'));
console.log(dailyReport('tue', { threshold: 8, limit: 1, title: 'Restock' }));
console.log(urgent('tue'));
