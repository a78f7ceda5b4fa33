import { scanCode } from './scan.mjs';

const codes = ['AB 12-7', 'XY-9 Q', 'NONE'];
for (const code of codes) {
  const info = scanCode(code);
  console.log(`${code} -> digits ${info.digits}, check ${info.check}`);
}
