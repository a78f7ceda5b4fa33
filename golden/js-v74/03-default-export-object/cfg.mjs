const base = 2;
const other = 9;

export default {
  retries: base + 1,
  host: "example",
};

export const extra = other * 2;
