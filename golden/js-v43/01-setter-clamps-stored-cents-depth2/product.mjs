// Catalogue product: the price setter validates, clamps and stores integer cents.
export const MAX_PRICE = 500;
export const CURRENCY = "EUR";

export class Product {
  static created = 0;
  #cents = 0;

  constructor(sku) {
    this.sku = sku;
    Product.created += 1;
  }

  set price(v) {
    if (v < 0) {
      throw new RangeError(`negative price for ${this.sku}`);
    }
    this.#cents = Math.round(Math.min(v, MAX_PRICE) * 100);
  }

  get price() {
    return this.#cents / 100;
  }

  get cents() {
    return this.#cents;
  }

  label() {
    return `${this.sku}: ${this.price.toFixed(2)} ${CURRENCY}`;
  }

  static count() {
    return Product.created;
  }
}
