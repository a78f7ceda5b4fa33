import { collectAlerts } from './collect.mjs';

export function chunk(list, size) {
  const groups = [];
  for (let i = 0; i < list.length; i += size) {
    groups.push(list.slice(i, i + size));
  }
  return groups;
}

// Runs every batch through the limits, gathering all alerts in one list.
export function runChecks(batches, limits) {
  const alerts = [];
  const peaks = [];
  for (const batch of batches) {
    const worst = collectAlerts(batch, limits, alerts);
    peaks.push(worst);
  }
  console.log(`peaks: ${peaks.join(', ')}`);
  return alerts;
}
