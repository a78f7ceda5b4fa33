// Scans an order code such as "AB 12-7" and reports its digits.

export function scanCode(code) {
  let i = 0;
  let digits = 0;
  let letters = 0;
  let lastDigit = '';
  while (i < code.length) {
    const ch = code.charAt(i);
    if (ch === ' ' || ch === '-') {
      i++;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      digits++;
      lastDigit = ch;
    } else {
      letters++;
    }
    i++;
  }
  const check = lastDigit === '' ? -1 : parseInt(lastDigit, 10);
  console.log(`${code}: ${letters} letters`);
  return { digits, check };
}
