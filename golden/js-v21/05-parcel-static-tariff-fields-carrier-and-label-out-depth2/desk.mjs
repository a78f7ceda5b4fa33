import { Parcel } from "./parcel.mjs";

export function quote(weightText, express, insure) {
  const parcel = new Parcel(Parcel.parseWeight(weightText), express);
  if (insure) {
    parcel.insure();
  }
  const tag = parcel.label();
  const price = parcel.cost();
  return `${tag}: ${price.toFixed(2)}`;
}

console.log(quote(" 2,4 ", true, true));
console.log(quote("0.8", false, false));

const heavy = Parcel.tariff(12.2);
console.log(`a 12.2 kg parcel costs at least ${heavy.toFixed(2)}`);
