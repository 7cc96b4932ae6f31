import { SchoolsByName } from './schools-by-name';

describe('SchoolsByName', () => {
  /** Schools 0..n-1 with ranks 10, 20, ... in the order given. */
  function listed(names: string[]): { byName: SchoolsByName; ranks: Float64Array } {
    const nameKeys = [...names, 'st marys'];
    const byName = new SchoolsByName({
      of: (school) => nameKeys[school],
      compare: (school, nameKey) => (nameKeys[school] < nameKey.text ? -1 : nameKeys[school] > nameKey.text ? 1 : 0),
      begins: (school, nameKey) => nameKeys[school].startsWith(nameKey.text),
    });
    const ranks = new Float64Array(16);
    names.forEach((_, school) => {
      byName.append(school);
      ranks[school] = (school + 1) * 10;
    });
    return { byName, ranks };
  }
  const order = (byName: SchoolsByName) => Array.from({ length: byName.size }, (_, at) => `${byName.at(at)}:${byName.nameKeyAt(at)}`);

  it('finds where a name falls: at or after it, or after every school of that name', () => {
    const { byName } = listed(['ashok vidyalaya', 'st marys', 'st marys', 'st xaviers']);
    expect(byName.firstAtOrAfter('st marys')).toBe(1);
    expect(byName.firstAfter('st marys')).toBe(3);
    expect(byName.firstAtOrAfter('st m')).toBe(1);
    expect(byName.firstAtOrAfter('zion')).toBe(4);
    expect(byName.firstAfter('a')).toBe(0);
  });

  it('keeps each school beside its name as schools come and go', () => {
    const { byName, ranks } = listed(['ashok vidyalaya', 'st marys', 'st xaviers']);
    ranks[3] = 25;
    byName.insertAt(byName.firstAfter('st marys'), 3);
    expect(order(byName)).toEqual(['0:ashok vidyalaya', '1:st marys', '3:st marys', '2:st xaviers']);
    byName.remove(1, ranks);
    expect(order(byName)).toEqual(['0:ashok vidyalaya', '3:st marys', '2:st xaviers']);
    byName.remove(1, ranks);
    expect(order(byName)).toEqual(['0:ashok vidyalaya', '3:st marys', '2:st xaviers']);
  });
});
