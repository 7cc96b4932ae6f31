import { API_MESSAGES } from '../messages/api-messages';
import { slugProblem } from './slug-problem';

const M = API_MESSAGES.address;

describe('slug rules', () => {
  it.each([
    ['', M.required],
    ['ab', M.tooShort],
    ['a'.repeat(61), M.tooLong],
    ['Hill-School', M.uppercase],
    ['hill_school', M.characters],
    ['école', M.characters],
    ['hill school', M.characters],
    ['-hill', M.hyphens],
    ['hill-', M.hyphens],
    ['hill--school', M.hyphens],
    ['dashboard', M.reserved('dashboard')],
    ['sitemap.xml', M.characters],
  ])('%j is refused: %s', (slug, message) => {
    expect(slugProblem(slug)).toBe(message);
  });

  it.each(['abc', 'hill-school', 'school-2', 'a'.repeat(60), '123'])('%s is accepted', (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
  });
});
