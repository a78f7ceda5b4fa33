import { Shape, Circle, Square } from './shapes.mjs';

const TAX = 0.2;

function area(shape) {
  if (shape instanceof Circle) {
    return Math.PI * shape.radius ** 2;
  }
  if (shape instanceof Square) {
    return shape.side ** 2;
  }
  return 0;
}

function describe(shape) {
  return `${shape.kind} (${shape.unit})`;
}

function quote(kind, size, unit, pricePerUnit) {
  const reason = `size must be positive, got ${size}`;
  if (size <= 0) {
    throw new Error(reason);
  }
  const shape = Shape.create(kind, size, unit);
  const title = describe(shape);
  const net = area(shape) * pricePerUnit;
  const gross = net * (1 + TAX);
  console.log(`${title}: ${gross.toFixed(2)}`);
  return net;
}

const sample = Shape.create('square', 3, 'cm');
console.log(Shape.catalogue().join('/'), describe(sample), area(sample));
console.log(quote('circle', 1.5, 'm', 40).toFixed(2));
console.log(quote('square', 2, 'm', 25).toFixed(2));
