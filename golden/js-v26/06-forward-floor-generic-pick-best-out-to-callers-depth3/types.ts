export interface Keyed {
  key: string;
}

export interface Product extends Keyed {
  price: number;
  stock: number;
}

export type Summary = {
  best: string;
  count: number;
  label: string;
};

export type Ranked<T extends Keyed> = {
  item: T;
  rank: number;
};
