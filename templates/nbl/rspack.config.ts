import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/nbl',
  name: 'template_nbl',
  exposes: {
    './Site': './src/site.tsx',
    './SectionPreview': './src/section-preview.tsx',
  },
});
