import { Journal } from './journal.mjs';

// An audit journal shouts every entry and counts the alarming ones.
export class AuditJournal extends Journal {
  flagged = 0;

  constructor(title, level) {
    super(title);
    this.level = level;
  }

  record(text, when) {
    if (text.includes('!')) {
      this.flagged += 1;
    }
    const loud = text.toUpperCase();
    return super.record(loud, when);
  }

  report() {
    return `${this.headline()} level=${this.level} flagged=${this.flagged}`;
  }
}
