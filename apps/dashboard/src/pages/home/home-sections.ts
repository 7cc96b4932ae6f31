import { DASHBOARD_MESSAGES as M } from '@schoolpage/content-contract';
import { pictureOf } from '../../sections/item-preview';
import { listSectionConfig } from '../../sections/list-section-config';
import { overviewPreview, truncateWords } from '../../sections/truncate-words';

export const overviewSection = listSectionConfig('overview', {
  title: 'Overview',
  labels: { overviewContent: 'Overview', overviewImage: 'Overview image' },
  submitLabel: 'Add overview',
  addFailed: M.overviewFailed,
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => ({
    text: overviewPreview(item.overviewContent),
    fullText: item.overviewContent,
    image: pictureOf(item.imageUrl, `Overview image ${index + 1}`),
  }),
});

function statementSection(list: 'vision' | 'mission') {
  const title = list === 'vision' ? 'Vision' : 'Mission';
  return listSectionConfig(list, {
    title,
    labels: { [list]: title },
    submitLabel: `Add ${list}`,
    addFailed: M.genericFailed,
    deleteFailed: list === 'vision' ? M.visionDeleteFailed : M.missionDeleteFailed,
    preview: (item) => ({ text: truncateWords(item), fullText: item }),
  });
}

export const visionSection = statementSection('vision');
export const missionSection = statementSection('mission');
