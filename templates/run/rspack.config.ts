import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/run',
  name: 'template_run',
  exposes: {
    './Site': './src/site.tsx',
    './SectionPreview': './src/section-preview.tsx',
  },
});
