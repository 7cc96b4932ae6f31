import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'apps/search',
  name: 'search',
  exposes: {
    './SearchBox': './src/search-box.tsx',
    './SearchList': './src/search-list.tsx',
  },
});
