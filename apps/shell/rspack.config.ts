import { federatedProject } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'apps/shell',
  name: 'shell',
  publicPath: '/',
  html: { title: 'SchoolPage' },
  // A school's server-rendered page: the server fills it in, this entry hydrates it.
  pages: [{ entry: 'site', source: './src/site-page/main.ts', template: 'src/site-page/site.html', filename: 'site.html' }],
});
