import { SITE_DATA_ELEMENT_ID } from '@schoolpage/content-contract';
import { readSitePageData } from './site-page-data';

const DATA = {
  content: { organizationName: 'Greenfield' },
  basePath: '/s/greenfield',
  remote: 'template_nbl',
  entry: '/remotes/templates/nbl/mf-manifest.json',
  entryScript: '/remotes/templates/nbl/remoteEntry.js',
};

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.id = SITE_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('the data a school page carries for the browser', () => {
  it('names the template and the script the page loads it from', () => {
    expect(readSitePageData(pageWith(JSON.stringify(DATA)))).toEqual(DATA);
  });

  it('is not there when the page names no entry script, carries no data, or data that does not parse', () => {
    const { entryScript: _left, ...withoutScript } = DATA;
    expect(readSitePageData(pageWith(JSON.stringify(withoutScript)))).toBeUndefined();
    expect(readSitePageData(document.implementation.createHTMLDocument())).toBeUndefined();
    expect(readSitePageData(pageWith('{ not json'))).toBeUndefined();
  });
});
