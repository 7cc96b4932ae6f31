import { DASHBOARD_API, DASHBOARD_MESSAGES as M, LIST_SECTIONS, type OverviewItem } from '@schoolpage/content-contract';
import { indexPath } from '../../api/dashboard-api-paths';
import { fileField, textField } from '../../sections/item-fields';
import type { ListSectionConfig } from '../../sections/list-section';
import { overviewPreview, truncateWords } from '../../sections/truncate-words';

export const overviewSection: ListSectionConfig<OverviewItem> = {
  section: LIST_SECTIONS.overview,
  title: 'Overview',
  fields: [
    { name: 'overviewContent', label: 'Overview', kind: 'textarea', required: true },
    { name: 'overviewImage', label: 'Overview image', kind: 'file', upload: 'image', required: true },
  ],
  submitLabel: 'Add overview',
  add: { path: DASHBOARD_API.overview, encoding: 'multipart' },
  requiredMessage: M.overviewRequired,
  addFailed: M.overviewFailed,
  load: { path: DASHBOARD_API.overview, keys: ['overview'] },
  remove: (index, item) => ({ path: indexPath(DASHBOARD_API.overview, index, item) }),
  deleteFailed: M.sliderImageDeleteFailed,
  preview: (item, index) => {
    const src = fileField(item, 'imageUrl');
    return {
      text: overviewPreview(textField(item, 'overviewContent')),
      fullText: textField(item, 'overviewContent'),
      image: src ? { src, alt: `Overview image ${index + 1}` } : undefined,
    };
  },
};

function statementSection(kind: 'vision' | 'mission'): ListSectionConfig<string> {
  const title = kind === 'vision' ? 'Vision' : 'Mission';
  const path = kind === 'vision' ? DASHBOARD_API.vision : DASHBOARD_API.mission;
  return {
    section: LIST_SECTIONS[kind],
    title,
    fields: [{ name: kind, label: title, kind: 'textarea', required: true }],
    submitLabel: `Add ${kind}`,
    add: { path, encoding: 'json' },
    requiredMessage: kind === 'vision' ? M.visionRequired : M.missionRequired,
    addFailed: M.genericFailed,
    load: { path: DASHBOARD_API.visionMission, keys: [kind] },
    remove: (index, item) => ({ path: indexPath(path, index, item) }),
    deleteFailed: kind === 'vision' ? M.visionDeleteFailed : M.missionDeleteFailed,
    preview: (item) => ({ text: truncateWords(textField(item)), fullText: textField(item) }),
  };
}

export const visionSection = statementSection('vision');
export const missionSection = statementSection('mission');
