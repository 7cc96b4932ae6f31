import { readFocalPoint } from './focal-point';

describe('readFocalPoint', () => {
  it('reads a point as an object or as JSON text, kept to 3 decimals', () => {
    expect(readFocalPoint({ x: 0.25, y: 1 })).toEqual({ x: 0.25, y: 1 });
    expect(readFocalPoint('{"x":0.33333,"y":0}')).toEqual({ x: 0.333, y: 0 });
  });

  it('reads nothing sent as no point', () => {
    expect(readFocalPoint(undefined)).toBeUndefined();
    expect(readFocalPoint('  ')).toBeUndefined();
  });

  it.each([['{"x":1.2,"y":0.5}'], ['{"x":"0.5","y":0.5}'], ['middle'], [[0.5, 0.5]], [{ x: 0.5 }], [{ x: 0.5, y: 0.5, z: 1 }], [{ x: Number.NaN, y: 0 }]])(
    'refuses %j',
    (value) => expect(readFocalPoint(value)).toBeNull(),
  );
});
