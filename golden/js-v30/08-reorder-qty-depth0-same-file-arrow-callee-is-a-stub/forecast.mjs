// Demand forecasting from recent daily sales.
function seasonFactor(season) {
  if (season === 'summer') {
    return 1.4;
  }
  if (season === 'winter') {
    return 0.8;
  }
  return 1;
}

export function forecastDemand(history, season) {
  let sum = 0;
  for (const sold of history) {
    sum += sold;
  }
  const base = history.length > 0 ? sum / history.length : 0;
  return base * seasonFactor(season);
}
