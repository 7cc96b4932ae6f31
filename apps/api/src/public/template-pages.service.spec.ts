import { TemplatePagesService } from './template-pages.service';

describe('template pages', () => {
  it('lists the pages of run and nbl, home first, each by its one address whatever the template', () => {
    const pages = new TemplatePagesService();
    const everyPage = ['', 'about', 'gallery', 'notices', 'admissions', 'contact'];
    expect(pages.templatePages('run')).toEqual(everyPage);
    expect(pages.templatePages('nbl')).toEqual(everyPage);
  });

  it('gives a template it does not know its home page only', () => {
    expect(new TemplatePagesService().templatePages('sandy-pleagad')).toEqual(['']);
  });

  it("takes a template's own list of pages", () => {
    const pages = new TemplatePagesService();
    pages.define('tech-light', ['/labs/', 'about', 'about']);
    expect(pages.templatePages('tech-light')).toEqual(['', 'labs', 'about']);
    expect(pages.mostPages(['tech-light', 'unknown'])).toBe(3);
    expect(pages.mostPages([])).toBe(1);
  });
});
