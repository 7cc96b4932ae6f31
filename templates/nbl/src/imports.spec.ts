import { foreignImports } from '@schoolpage/site-kit/testing';

it('imports nothing but React, React Router, the content contract and the shared site libraries', () => {
  expect(foreignImports(__dirname)).toEqual([]);
});
