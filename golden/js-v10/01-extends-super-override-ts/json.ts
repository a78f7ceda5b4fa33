import { Formatter, WIDTH } from "./base.js";

const INDENT = 2;

export class JsonFormatter extends Formatter {
  quoted = true;

  constructor(prefix: string, private indent: number, verbose: boolean) {
    super(prefix.trim());
    if (verbose) {
      console.log(`json formatter, indent ${indent}`);
    }
  }

  line(value: unknown): string {
    const text = this.quoted ? JSON.stringify(value) : String(value);
    return super.line(" ".repeat(this.indent) + text);
  }
}

export class CsvFormatter extends Formatter {
  constructor(prefix: string, private sep: string = ";") {
    super(prefix, WIDTH * 2);
  }

  line(value: unknown): string {
    return super.line(String(value).split(",").join(this.sep));
  }
}

export function render(items: unknown[], prefix: string, verbose = false): string {
  const fmt = new JsonFormatter(prefix, INDENT, verbose);
  const out: string[] = [];
  for (const item of items) {
    out.push(fmt.line(item));
  }
  console.log(`rendered ${items.length} items`);
  return out.join("\n");
}

console.log(render([{ id: 1 }, "ok"], " > "));
