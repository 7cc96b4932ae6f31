import { emptySiteContent } from './empty-site-content';
import { DEFAULT_OFFERS, OFFER_MESSAGES, checkOffers } from './offers';

describe('What We Offer', () => {
  it("starts every new site with the spec's six items, a copy of its own", () => {
    const site = emptySiteContent('Hill School');
    expect(site.offers.map((offer) => offer.title)).toEqual(['Safety First', 'Regular Classes', 'Certified Teachers', 'Sufficient Classrooms', 'Creative Lessons', 'Sports Facilities']);
    site.offers[0].title = 'Changed';
    expect(DEFAULT_OFFERS[0].title).toBe('Safety First');
  });

  it('takes up to 8 items, trimmed, an empty text left out, and an empty list', () => {
    expect(checkOffers([{ title: ' Labs ', text: ' Two science labs ' }, { title: 'Bus', text: '  ' }])).toEqual({ offers: [{ title: 'Labs', text: 'Two science labs' }, { title: 'Bus' }] });
    expect(checkOffers(Array.from({ length: 8 }, () => ({ title: 'x'.repeat(60), text: 'y'.repeat(120) }))).offers).toHaveLength(8);
    expect(checkOffers([])).toEqual({ offers: [] });
  });

  it.each([
    [Array.from({ length: 9 }, () => ({ title: 'Labs' })), OFFER_MESSAGES.tooMany],
    [[{ title: 'Labs' }, { title: ' ' }], 'Item 2 needs a title.'],
    [[{ text: 'Only a text' }], 'Item 1 needs a title.'],
    [['Labs'], 'Item 1 needs a title.'],
    [[{ title: 'x'.repeat(61) }], 'Item 1: the title can be up to 60 characters.'],
    [[{ title: 'Labs', text: 'y'.repeat(121) }], 'Item 1: the text can be up to 120 characters.'],
    [[{ title: 'Labs', text: 'one\ntwo' }], 'Item 1: the text must be one line.'],
    [[{ title: 'Labs', text: 3 }], OFFER_MESSAGES.notAList],
    [{ title: 'Labs' }, OFFER_MESSAGES.notAList],
    [undefined, OFFER_MESSAGES.notAList],
  ])('refuses %j: "%s"', (value, problem) => {
    expect(checkOffers(value)).toEqual({ problem });
  });
});
