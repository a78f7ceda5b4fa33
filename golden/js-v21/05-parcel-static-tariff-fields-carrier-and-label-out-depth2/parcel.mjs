// Parcels priced from a carrier tariff held in static fields.
export class Parcel {
  static baseFee = 4;
  static perKg = 1.5;
  static carrier = "PostNL";
  insured = false;

  constructor(weightKg, express) {
    this.weightKg = weightKg;
    this.express = express;
  }

  static parseWeight(text) {
    const cleaned = text.trim().replace(",", ".");
    return Number.parseFloat(cleaned);
  }

  static tariff(weightKg) {
    return Parcel.baseFee + Parcel.perKg * Math.ceil(weightKg);
  }

  insure() {
    this.insured = true;
  }

  cost() {
    const base = Parcel.tariff(this.weightKg);
    const fee = this.insured ? 2 : 0;
    return this.express ? base * 2 + fee : base + fee;
  }

  label() {
    return `${Parcel.carrier} ${this.weightKg} kg${this.express ? " express" : ""}`;
  }
}
