// Compares sensor readings with their limits.

export function collectAlerts(readings, limits, out) {
  let worst = -Infinity;
  readings.forEach(({ sensor, value }) => {
    const limit = limits.get(sensor) ?? Infinity;
    if (value > limit) {
      out.push(`${sensor}:${value}`);
    }
    worst = Math.max(worst, value - limit);
  });
  return worst;
}

export function describeAlert(alert, units) {
  const [sensor, value] = alert.split(':');
  const unit = units.get(sensor) ?? '';
  return `${sensor} at ${value}${unit}`;
}

export function silence(alerts, sensor) {
  return alerts.filter((a) => !a.startsWith(`${sensor}:`));
}
