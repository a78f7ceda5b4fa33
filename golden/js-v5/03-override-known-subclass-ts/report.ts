import { CsvFormatter, Formatter } from "./format";

function printAll(lines: string[]): void {
  for (const line of lines) {
    console.log(line);
  }
}

export function render(rows: Array<[string, number]>, title: string): string[] {
  const plain = new Formatter(12);
  const csv = new CsvFormatter(8, ".");
  const out: string[] = [plain.format(title, rows.length)];
  for (const [name, amount] of rows) {
    const unit = name.toUpperCase();
    out.push(csv.format(unit, amount));
  }
  return out;
}

function report(): string[] {
  const lines = render([["tea", 2.5], ["cake", 4]], "menu");
  return lines;
}

const all = report();
printAll(all);
