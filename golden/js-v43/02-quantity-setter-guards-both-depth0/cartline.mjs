// Cart line: the quantity setter validates, caps at 99 and records a history.
export class CartLine {
  #qty = 0;
  #history = [];
  #capped = 0;
  #touched = false;

  constructor(sku) {
    this.sku = sku;
  }

  set quantity(v) {
    if (!Number.isInteger(v) || v < 0) {
      throw new TypeError(`bad quantity ${v} for ${this.sku}`);
    }
    if (v === this.#qty) {
      return;
    }
    const before = this.#qty;
    this.#qty = Math.min(v, 99);
    this.#history.push(`${before}->${this.#qty}`);
    if (this.#qty === 99) {
      this.#capped += 1;
    }
    this.#touched = true;
  }

  get quantity() {
    return this.#qty;
  }

  get touched() {
    return this.#touched;
  }

  report() {
    return `${this.sku} x${this.#qty} capped=${this.#capped} moves=${this.#history.join(",")}`;
  }
}
