import { firstClash } from "./rooms.mjs";

const BOOKINGS = [{ room: "A", start: 9, end: 10 }, { room: "B", start: 8, end: 9, cancelled: true }, { room: "A", start: 11, end: 12 }];
const BLOCKS = [{ room: "A", start: 10, end: 11 }, { room: "B", start: 8, end: 12 }, { room: "A", start: 11, end: 13 }];
const strict = process.argv.includes("--strict");
const report = firstClash(BOOKINGS, BLOCKS, strict);
console.log(report);
