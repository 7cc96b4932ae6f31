import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/tech-light',
  name: 'template_tech_light',
  exposes: {
    './Site': './src/site.tsx',
  },
});
