import { forecastDemand } from './forecast.mjs';

const safetyStock = (daily, leadDays) => Math.ceil(daily * leadDays * 0.5);

export const reorderQuantity = (item, history) => {
  const daily = forecastDemand(history, item.season);
  const lead = item.leadDays ?? 7;
  const buffer = safetyStock(daily, lead);
  const note = `${item.sku}: ${daily.toFixed(1)}/day over ${lead} days`;
  const target = Math.ceil(daily * lead) + buffer;
  let qty = target - item.onHand - item.onOrder;
  if (qty <= 0) {
    return 0;
  }
  if (item.packSize > 1) {
    qty = Math.ceil(qty / item.packSize) * item.packSize;
  }
  console.log(note);
  return qty;
};
