// Set two thermostats from Fahrenheit readings and print the hall's display.
import { Thermostat } from "./thermostat.mjs";
import { toCelsius, round1, describeDelta } from "./units.mjs";

const hall = new Thermostat("hall");
const porch = new Thermostat("porch");
const indoorF = 70;
const outdoorF = 41;

hall.celsius = toCelsius(indoorF);
porch.celsius = toCelsius(outdoorF);

const hallF = hall.fahrenheit;
const edits = hall.changes;
const porchC = porch.celsius;
const outdoorC = round1(toCelsius(outdoorF));
const gap = describeDelta(porchC, outdoorC);

console.log(`hall shows ${hallF}F after ${edits} change(s)`);
console.log(`porch shows ${porchC}C, outdoor ${outdoorC}C (${gap})`);
console.log(`thermostats made: ${Thermostat.made}`);
