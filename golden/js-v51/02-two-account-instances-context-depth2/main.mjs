import { simulateAccount, auditSize } from './account.mjs';

const aliceOps = [
  { kind: 'in', amount: 30 },
  { kind: 'out', amount: 100 },
  { kind: 'out', amount: 20 },
];
const bobOps = [{ kind: 'in', amount: 5 }];
const aliceStart = 50;
const bobStart = 500;
const aliceFinal = simulateAccount('alice', aliceStart, aliceOps);
const bobFinal = simulateAccount('bob', bobStart, bobOps);
console.log(`alice=${aliceFinal} bob=${bobFinal}`);
console.log(`audit entries: ${auditSize()}`);
