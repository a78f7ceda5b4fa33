export class Invoice {
  constructor(customer, lines) {
    this.customer = customer;
    this.lines = lines;
  }

  subtotal() {
    let sum = 0;
    for (const line of this.lines) {
      sum += line.qty * line.unitPrice;
    }
    return sum;
  }
}

export class DiscountInvoice extends Invoice {
  constructor(customer, lines, threshold) {
    super(customer, lines);
    this.threshold = threshold;
  }

  discountRate(maxLines) {
    const gross = super.subtotal();
    let saved = 0;
    let seen = 0;
    for (const line of this.lines) {
      if (line.qty === 0) {
        continue;
      }
      seen += 1;
      if (seen > maxLines) {
        break;
      }
      if (line.unitPrice >= this.threshold) {
        saved += line.qty * line.unitPrice * 0.1;
      }
      console.log(`checked ${line.sku}`);
    }
    const rate = gross > 0 ? saved / gross : 0;
    return rate;
  }
}
