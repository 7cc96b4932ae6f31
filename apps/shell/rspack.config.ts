import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'apps/shell',
  name: 'shell',
  publicPath: '/',
  html: { title: 'SchoolPage' },
});
