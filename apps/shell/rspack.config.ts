import { federatedProject, SITE_ROUTER_FACADE } from '../../tools/rspack/federated-project';

export default federatedProject({
  root: 'apps/shell',
  name: 'shell',
  publicPath: '/',
  html: { title: 'SchoolPage' },
  // A school's server-rendered page: the server fills it in, this entry hydrates it (a build of its own).
  pages: [
    {
      entry: 'site',
      source: './src/site-page/main.ts',
      template: 'src/site-page/site.html',
      filename: 'site.html',
      router: SITE_ROUTER_FACADE,
    },
  ],
});
