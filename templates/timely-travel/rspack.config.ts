import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/timely-travel',
  name: 'template_timely_travel',
  exposes: {
    './Site': './src/site.tsx',
  },
});
