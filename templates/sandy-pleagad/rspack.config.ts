import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/sandy-pleagad',
  name: 'template_sandy_pleagad',
  exposes: {
    './Site': './src/site.tsx',
  },
});
