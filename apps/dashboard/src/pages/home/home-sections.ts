import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { overviewPreview, truncateWords } from '../../sections/truncate-words';
import { makeWords, type Words } from '@schoolpage/words';
import { homeSectionWords } from './home-sections.words';

type HomeSectionWords = Words<keyof typeof homeSectionWords.en>;


/** The Home screen's list sections in `words`' language. */
export function homeSections(words: HomeSectionWords) {
  const overviewSection = listSectionConfig('overview', {
  title: words.t('overview'),
  labels: { overviewContent: words.t('overview'), overviewImage: words.t('overviewImage') },
  submitLabel: words.t('addOverview'),
  addFailed: M.overviewFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    text: overviewPreview(item.overviewContent),
    fullText: item.overviewContent,
    image: pictureOf(item.imageUrl, `${words.t('overviewImage')} ${index + 1}`),
  }),
  });
  return { overviewSection, visionSection: statementSection(words, 'vision'), missionSection: statementSection(words, 'mission') };
}

function statementSection(words: HomeSectionWords, list: 'vision' | 'mission') {
  const title = list === 'vision' ? words.t('vision') : words.t('mission');
  return listSectionConfig(list, {
    title,
    labels: { [list]: title },
    submitLabel: list === 'vision' ? words.t('addVision') : words.t('addMission'),
    addFailed: M.genericFailed,
    deleteFailed: list === 'vision' ? M.visionDeleteFailed : M.missionDeleteFailed,
    preview: (item) => ({ text: truncateWords(item), fullText: item }),
  });
}

/** The sections in English (the spec's words). */
export const { overviewSection, visionSection, missionSection } = homeSections(makeWords('en', homeSectionWords));
