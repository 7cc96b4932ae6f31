import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/black-star',
  name: 'template_black_star',
  exposes: {
    './Site': './src/site.tsx',
  },
});
