import { Truck, Van } from './fleet.mjs';

function plan(fuel, distance) {
  const truck = new Truck(5, 3.2);
  const van = new Van(2, 8);
  const truckRange = truck.range(fuel);
  const vanRange = van.range(fuel);
  let pick = 'van';
  if (truckRange >= distance) {
    pick = 'truck';
  }
  console.log(truck.describe(), '|', van.describe());
  return { pick, spare: vanRange - distance };
}

console.log(plan(60, 150));

function seatsFor(groups) {
  const van = new Van(1, 8);
  let needed = 0;
  for (const size of groups) {
    needed += Math.ceil(size / van.seats);
  }
  return needed;
}

console.log(seatsFor([5, 12, 3]));
