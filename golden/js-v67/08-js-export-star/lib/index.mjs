export * from './geom.mjs';
export * from './text.mjs';
