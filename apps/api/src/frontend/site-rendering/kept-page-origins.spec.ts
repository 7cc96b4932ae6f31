import { keepsPagesFor } from './kept-page-origins';

describe('the origins whose rendered pages are kept', () => {
  it('is PUBLIC_ORIGIN alone when it is configured', () => {
    const config = { publicOrigin: 'https://schools.example', port: 3000 };
    expect(keepsPagesFor('https://schools.example', config)).toBe(true);
    expect(keepsPagesFor('http://localhost:3000', config)).toBe(false);
  });

  it('is the address the server was started on without it, never a Host a request names', () => {
    const config = { port: 4321 };
    expect(keepsPagesFor('http://localhost:4321', config)).toBe(true);
    expect(keepsPagesFor('http://127.0.0.1:4321', config)).toBe(true);
    expect(keepsPagesFor('http://approvals-phish.example', config)).toBe(false);
    expect(keepsPagesFor('http://localhost:4322', config)).toBe(false);
    expect(keepsPagesFor('http://localhost:4321.evil.example', config)).toBe(false);
  });
});
