import { makeCounter } from './counter.mjs';

const visitStep = 1;
const errorStep = 5;
const visits = makeCounter(' Visits ', 0, visitStep);
const errors = makeCounter('Errors', 10, errorStep);
visits.inc();
visits.inc();
errors.inc();
errors.reset();
console.log(visits.read());
console.log(errors.read());
