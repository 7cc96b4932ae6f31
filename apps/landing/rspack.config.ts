import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'apps/landing',
  name: 'landing',
  exposes: {
    './App': './src/app.tsx',
  },
});
