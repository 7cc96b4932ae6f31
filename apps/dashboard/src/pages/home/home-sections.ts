import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { overviewPreview, truncateWords } from '../../sections/truncate-words';
import { homeSectionWords } from './home-sections.words';

/** The sections' English words (shown in the reader's language through SectionTexts). */
const W = homeSectionWords.en;

export const overviewSection = listSectionConfig('overview', {
  title: W.overview,
  labels: { overviewContent: W.overview, overviewImage: W.overviewImage },
  submitLabel: W.addOverview,
  addFailed: M.overviewFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    text: overviewPreview(item.overviewContent),
    fullText: item.overviewContent,
    image: pictureOf(item.imageUrl, `Overview image ${index + 1}`),
  }),
});

function statementSection(list: 'vision' | 'mission') {
  const title = list === 'vision' ? W.vision : W.mission;
  return listSectionConfig(list, {
    title,
    labels: { [list]: title },
    submitLabel: list === 'vision' ? W.addVision : W.addMission,
    addFailed: M.genericFailed,
    deleteFailed: list === 'vision' ? M.visionDeleteFailed : M.missionDeleteFailed,
    preview: (item) => ({ text: truncateWords(item), fullText: item }),
  });
}

export const visionSection = statementSection('vision');
export const missionSection = statementSection('mission');
