export interface LineItem {
  sku: string;
  qty: number;
  price: number;
}

export type Discount = number;

export const VAT: number = 0.25;
export const CURRENCY: string = 'EUR';
