import { changedFields, savedWhat } from './changed-fields';
import type { FieldSpec } from './field-spec';

const fields: FieldSpec[] = [
  { name: 'organizationName', label: 'Organization name', kind: 'text' },
  { name: 'welcomeMessage', label: 'Welcome message', kind: 'textarea' },
  { name: 'organizationImage', label: 'Welcome image', kind: 'file', upload: 'image' },
  { name: 'qualification', label: 'Qualifications', kind: 'text', entries: true },
];
const saved = { organizationName: 'Hill School', welcomeMessage: 'Hello', qualification: 'PhD, M.Ed' };

describe('changedFields', () => {
  it('finds the edited texts and the chosen files only', () => {
    const photo = new File(['x'], 'hero.png', { type: 'image/png' });
    const values = { organizationName: 'Hill School', welcomeMessage: 'Welcome all', organizationImage: photo, qualification: '["PhD","M.Ed"]' };
    expect(changedFields(fields, values, saved).map((f) => f.name)).toEqual(['welcomeMessage', 'organizationImage']);
  });

  it('finds nothing when the form still shows what is saved', () => {
    const values = { organizationName: 'Hill School', welcomeMessage: 'Hello', organizationImage: new File([], ''), qualification: '["PhD","M.Ed"]' };
    expect(changedFields(fields, values, saved)).toEqual([]);
  });
});

describe('savedWhat', () => {
  it('names what was saved in the form’s words', () => {
    expect(savedWhat(fields.slice(1, 2))).toBe('welcome message');
    expect(savedWhat(fields.slice(0, 3))).toBe('organization name, welcome message and welcome image');
    expect(savedWhat([{ name: 'x', label: 'Activity image (optional)', kind: 'file' }])).toBe('activity image');
  });
});
