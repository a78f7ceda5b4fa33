// A journal keeps formatted entries; record() stores one and returns its length.
export class Journal {
  entries = [];

  constructor(title) {
    this.title = title;
  }

  store(line) {
    this.entries.push(line);
  }

  record(text, when) {
    const line = `${when} ${text}`;
    this.store(line);
    return line.length;
  }

  count() {
    return this.entries.length;
  }

  headline() {
    return `${this.title} (${this.count()})`;
  }
}
