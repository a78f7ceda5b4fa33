export const state = { count: 0, name: "s" };
export const LOG = [];
