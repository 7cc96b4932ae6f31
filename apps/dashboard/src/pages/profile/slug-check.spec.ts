import { slugProblem } from './slug-check';

describe('slugProblem', () => {
  it('accepts 3–60 lower-case letters, digits and single inner hyphens', () => {
    expect(slugProblem('abc', 'old-school')).toBeUndefined();
    expect(slugProblem('st-marys-high-school-2', 'old-school')).toBeUndefined();
    expect(slugProblem('a'.repeat(60), 'old-school')).toBeUndefined();
    expect(slugProblem('  new-name  ', 'old-school')).toBeUndefined();
  });

  it('asks for an address when nothing was typed', () => {
    expect(slugProblem('   ', 'old-school')).toBe('Please enter the new address.');
  });

  it('names the length limits', () => {
    expect(slugProblem('ab', 'old-school')).toBe('The address must be at least 3 characters long.');
    expect(slugProblem('a'.repeat(61), 'old-school')).toBe('The address must be at most 60 characters long.');
  });

  it('tells capitals, other characters and misplaced hyphens apart', () => {
    expect(slugProblem('St-Marys', 'old-school')).toBe('Please use lower-case letters only.');
    expect(slugProblem('st marys', 'old-school')).toBe(
      'The address may contain only lower-case letters (a–z), digits and hyphens.',
    );
    expect(slugProblem('école', 'old-school')).toBe(
      'The address may contain only lower-case letters (a–z), digits and hyphens.',
    );
    for (const slug of ['-marys', 'marys-', 'st--marys']) {
      expect(slugProblem(slug, 'old-school')).toBe(
        'The address cannot start or end with a hyphen or have two hyphens in a row.',
      );
    }
  });

  it("refuses the platform's own addresses", () => {
    expect(slugProblem('dashboard', 'old-school')).toBe(
      '"dashboard" is one of the platform\'s own addresses. Please choose another.',
    );
    expect(slugProblem('search-list', 'old-school')).toContain('"search-list"');
  });

  it('refuses the address the school already has', () => {
    expect(slugProblem('old-school', 'old-school')).toBe('This is already your address.');
  });
});
