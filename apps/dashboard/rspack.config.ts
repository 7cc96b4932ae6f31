import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'apps/dashboard',
  name: 'dashboard',
  exposes: {
    './App': './src/app.tsx',
  },
});
