import { rule, row, money } from './format.mjs';
import { loadSales, totalsByRegion, bestMonth } from './data.mjs';

const TITLE = 'Quarterly sales by region';

function buildReport(sales, width) {
  const lines = [];
  const totals = totalsByRegion(sales);
  lines.push(TITLE.toUpperCase());
  lines.push(rule(width));
  for (const [region, cents] of Object.entries(totals)) {
    lines.push(row(region, money(cents), width));
  }
  const grand = Object.values(totals).reduce((a, b) => a + b, 0);
  lines.push(rule(width, '='));
  lines.push(row('TOTAL', money(grand), width));
  return lines;
}

const sales = loadSales();
const width = 36;
const report = buildReport(sales, width);
console.log(report.join('\n'));
const best = bestMonth(sales);
console.log(`best month: ${best.month} (${money(best.cents)})`);
console.log(`${report.length} lines at width ${width}`);
