import { LIST_SECTIONS, type ListSectionDescription } from '@schoolpage/content-contract';
import { sectionFieldsOf } from './section-fields';

describe('a section form made from the section description', () => {
  it('shows each field as its kind asks, in the order of the dashboard labels', () => {
    const fields = sectionFieldsOf(LIST_SECTIONS.slider, { sliderQuote: 'Slider quote', sliderImage: 'Slider image', focalPoint: 'Focal point' });
    expect(fields).toEqual([
      { name: 'sliderQuote', kind: 'text', required: true, label: 'Slider quote' },
      { name: 'sliderImage', kind: 'file', upload: 'image', required: true, label: 'Slider image' },
      { name: 'focalPoint', kind: 'focalPoint', picture: 'sliderImage', label: 'Focal point' },
      // Every picture's caption and alt text, beside it, in the dashboard's shared words.
      { name: 'caption', kind: 'text', label: 'Caption (optional)', placeholder: 'Shown under the picture' },
      { name: 'altText', kind: 'text', label: 'Alt text: what the picture shows, for people who cannot see it', placeholder: 'e.g. Pupils running the relay on sports day' },
    ]);
    const [question, answer] = sectionFieldsOf(LIST_SECTIONS.faq, { question: 'Question', answer: 'Answer' });
    expect([question.kind, answer.kind]).toEqual(['text', 'textarea']);
    expect(sectionFieldsOf(LIST_SECTIONS.calendarOfEvents, {}).map((field) => field.kind)).toEqual(['text', 'date', 'optOut']);
    expect(sectionFieldsOf(LIST_SECTIONS.facultyMember, {}).find((field) => field.name === 'email')).toMatchObject({ kind: 'text', entries: true });
  });

  it('puts "Tell subscribers" last, by the button, even after fields the labels leave out', () => {
    const fields = sectionFieldsOf(LIST_SECTIONS.notice, { noticeTitle: 'Notice title', tellSubscribers: { label: 'Tell subscribers', hint: 'Send it.' } });
    expect(fields.map((field) => field.name)).toEqual(['noticeTitle', 'caption', 'altText', 'noticeDate', 'body', 'publishAt', 'expireAt', 'noticeFile', 'tellSubscribers']);
    expect(fields.at(-1)).toEqual({ name: 'tellSubscribers', kind: 'optOut', label: 'Tell subscribers', hint: 'Send it.' });
  });

  it('shows a field added to the description with no dashboard change, labelled from its name', () => {
    const activities: ListSectionDescription = {
      ...LIST_SECTIONS.activities,
      fields: [...LIST_SECTIONS.activities.fields, { form: 'activitieCaption', stored: 'caption', kind: 'text', required: false, max: 300 }],
    };
    const fields = sectionFieldsOf(activities, { activitieTitle: 'Activity name', activitieContent: 'Activity content', activitieImage: 'Activity image (optional)' });
    expect(fields.map((field) => field.name)).toEqual(['activitieTitle', 'activitieContent', 'activitieImage', 'caption', 'altText', 'activitieCaption']);
    expect(fields[5]).toEqual({ name: 'activitieCaption', kind: 'text', label: 'Activitie caption (optional)' });
  });

  it('takes a narrower upload or a placeholder where the dashboard asks for one, and refuses a label for a field the section lacks', () => {
    expect(sectionFieldsOf(LIST_SECTIONS.notice, { noticeFile: { label: 'Notice file (image)', upload: 'image' } })[0]).toMatchObject({ name: 'noticeFile', upload: 'image' });
    expect(() => sectionFieldsOf(LIST_SECTIONS.faq, { question: 'Question', hint: 'Hint' })).toThrow('The faq section has no field "hint".');
  });

  it('lets a notice\'s text stand in for its file: the file is required unless the text is given', () => {
    const file = sectionFieldsOf(LIST_SECTIONS.notice, {}).find((field) => field.name === 'noticeFile');
    expect(file).toMatchObject({ required: true, requiredUnless: 'body' });
    const form = sectionFieldsOf(LIST_SECTIONS.applicationForms, {}).find((field) => field.kind === 'file');
    expect(form).not.toHaveProperty('requiredUnless');
  });
});
