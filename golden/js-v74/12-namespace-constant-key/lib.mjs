const hidden = 50;
const spare = hidden + 1;

export const RATE = 2;
