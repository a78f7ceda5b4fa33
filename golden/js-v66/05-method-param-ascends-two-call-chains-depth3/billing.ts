import { Converter, applyFee, FEE_PCT } from "./rates";
import type { Quote } from "./rates";

export interface Line {
  text: string;
  net: number;
}

export function netOf<T extends Quote>(q: T, conv: Converter): number {
  const gross = conv.convert(q.amount);
  return applyFee(gross, FEE_PCT);
}

export function invoiceLine(q: Quote, conv: Converter): Line {
  const net = netOf(q, conv);
  const text = `${conv.tag(q)} ${net.toFixed(2)}`;
  return { text, net };
}

export function totalNet(quotes: Quote[], conv: Converter): number {
  let sum = 0;
  for (const q of quotes) {
    if (q.amount <= 0) {
      continue;
    }
    sum += netOf(q, conv);
  }
  return sum;
}
