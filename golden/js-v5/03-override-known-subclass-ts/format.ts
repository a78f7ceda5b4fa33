export class Formatter {
  constructor(protected readonly width: number, protected readonly fill: string = " ") {}

  protected pad(text: string): string {
    return text.padEnd(this.width, this.fill);
  }

  format(label: string, value: number): string {
    const head = this.pad(label);
    const body = value.toFixed(2);
    return `${head}${body}`;
  }
}

export class CsvFormatter extends Formatter {
  sep = ";";

  format(label: string, value: number): string {
    const cell = this.pad(label.trim());
    return [cell, String(Math.round(value))].join(this.sep);
  }
}
