// Regional tax brackets and monthly pay.
const proRate = (salary, days, daysInMonth) => (salary / 12) * (days / daysInMonth);

export function bracketsFor(region) {
  if (region === 'north') {
    return [{ upTo: 1000, rate: 0 }, { upTo: 4000, rate: 0.2 }, { upTo: Infinity, rate: 0.4 }];
  }
  return [{ upTo: 1200, rate: 0 }, { upTo: 5000, rate: 0.22 }, { upTo: Infinity, rate: 0.45 }];
}

export function monthlyGross(employee, month) {
  const daysInMonth = new Date(2024, month, 0).getDate();
  const days = Math.min(employee.daysWorked, daysInMonth);
  return proRate(employee.salary, days, daysInMonth);
}
