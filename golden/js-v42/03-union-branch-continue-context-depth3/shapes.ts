// Shape model: a discriminated union on `kind`.
export interface Circle {
  kind: "circle";
  radius: number;
}

export interface Rect {
  kind: "rect";
  width: number;
  height: number;
}

export interface Segment {
  kind: "segment";
  length: number;
}

export type Shape = Circle | Rect | Segment;

export function area(s: Circle | Rect): number {
  switch (s.kind) {
    case "circle":
      return Math.PI * s.radius * s.radius;
    case "rect":
      return s.width * s.height;
  }
}

export function describe(s: Shape): string {
  const size = s.kind === "segment" ? s.length : area(s);
  return `${s.kind} ${size.toFixed(1)}`;
}
