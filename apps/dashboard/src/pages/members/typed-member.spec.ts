import { NO_ENTRIES, previewValues, typedMember } from './typed-member';

function memberForm(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('the member being typed', () => {
  it('reads the form with the entries added and the one still typed, blanks left out', () => {
    const form = memberForm(`
      <input type="radio" name="memberType" value="faculty"><input type="radio" name="memberType" value="staff" checked>
      <input name="fullName" value="  Meena Das "><input name="designation" value="Clerk">
      <input name="qualificationDraft" value="M.Com"><input name="emailDraft" value="  "><input name="phoneDraft" value="98290 11111">
      <input name="altText" value="Meena at her desk"><input type="file" name="memberImage">`);
    const member = typedMember(form, { ...NO_ENTRIES, qualification: ['B.Com'] });
    expect(member).toEqual({
      memberType: 'staff',
      fullName: 'Meena Das',
      designation: 'Clerk',
      qualification: ['B.Com', 'M.Com'],
      email: [],
      phone: ['98290 11111'],
      image: undefined,
      altText: 'Meena at her desk',
    });
    // As the section's form values: lists as JSON, an empty one as nothing typed; alt text only with a picture.
    expect(previewValues(member)).toEqual({
      fullName: 'Meena Das',
      designation: 'Clerk',
      qualification: '["B.Com","M.Com"]',
      email: '',
      phone: '["98290 11111"]',
      memberImage: undefined,
      altText: '',
    });
  });

  it('is a faculty member until Staff is chosen', () => {
    expect(typedMember(memberForm('<input name="fullName" value="Asha">'), NO_ENTRIES).memberType).toBe('faculty');
  });
});
