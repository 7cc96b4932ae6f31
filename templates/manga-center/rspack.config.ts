import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/manga-center',
  name: 'template_manga_center',
  exposes: {
    './Site': './src/site.tsx',
  },
});
