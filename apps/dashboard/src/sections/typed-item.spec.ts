import { LIST_SECTIONS } from '@schoolpage/content-contract';
import { hasTyped, typedItem } from './typed-item';

describe('typedItem', () => {
  it('makes a new member from the form as the answers give it: entry lists as lists, the chosen photo by its address', () => {
    const member = typedItem(
      LIST_SECTIONS.facultyMember,
      { fullName: 'Asha Rai', designation: '', qualification: '["PhD","M.Ed"]', email: '[]', phone: '["9800000000"]', memberImage: undefined },
      'blob:photo',
    );
    expect(member).toEqual({
      fullName: 'Asha Rai',
      designation: '',
      qualification: ['PhD', 'M.Ed'],
      email: [],
      phone: ['9800000000'],
      imageUrl: { url: 'blob:photo' },
    });
  });

  it('gives a gallery picture its own url, keeping a saved picture when none is chosen in its edit', () => {
    const saved = { id: 'g1', url: '/api/files/old.png', caption: 'Old' };
    expect(typedItem(LIST_SECTIONS.gallery, { caption: 'New', altText: '', focalPoint: '' }, undefined, saved)).toEqual({ id: 'g1', url: '/api/files/old.png', caption: 'New', altText: '' });
    expect(typedItem(LIST_SECTIONS.gallery, { caption: 'New', focalPoint: '{"x":0.2,"y":0.8}' }, 'blob:new')).toEqual({
      caption: 'New',
      focalPoint: { x: 0.2, y: 0.8 },
      url: 'blob:new',
    });
  });

  it('counts a form as typed in once it holds a non-blank value', () => {
    expect(hasTyped({ question: ' ', answer: undefined })).toBe(false);
    expect(hasTyped({ question: 'Is there a bus?' })).toBe(true);
  });
});
