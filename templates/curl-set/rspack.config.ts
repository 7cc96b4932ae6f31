import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'templates/curl-set',
  name: 'template_curl_set',
  exposes: {
    './Site': './src/site.tsx',
  },
});
