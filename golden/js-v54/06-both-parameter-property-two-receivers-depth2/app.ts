import { Converter } from './money.js';
import type { Quote } from './money.js';

type Wallet = { owner?: string; balance?: number };

const DEFAULT_OWNER: string = "guest";

function settle(wallet?: Wallet): string {
  const eur = new Converter(0.92, "EUR");
  const usd = new Converter(1.0, "USD");
  const balance: number = wallet?.balance ?? 0;
  const owner: string = wallet?.owner ?? DEFAULT_OWNER;
  const quote: Quote = eur.convert(balance, true);
  console.log(usd.describe());
  const plain: Quote = usd.convert(balance);
  console.log(`plain ${plain.amount}`);
  return `${owner}: ${quote.amount} ${quote.label}`;
}

const alice: Wallet = { owner: "alice", balance: 120 };
console.log(settle(alice));
console.log(settle());
