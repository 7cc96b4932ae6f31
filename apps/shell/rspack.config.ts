import { federatedProject, SITE_ROUTER_FACADE } from '../../tools/rspack/federated-project';
import { TAKE_OVER_SCRIPT_ATTRIBUTE } from './src/site-page/take-over-script';

export default federatedProject({
  root: 'apps/shell',
  name: 'shell',
  publicPath: '/',
  html: { title: 'SchoolPage' },
  // A school's server-rendered page: the server fills it in, this entry runs at load (builds of their own) and
  // downloads the take-over, which hydrates it, at the visitor's first move.
  pages: [
    {
      entry: 'site',
      source: './src/site-page/main.ts',
      takeOver: { source: './src/site-page/take-over.ts', attribute: TAKE_OVER_SCRIPT_ATTRIBUTE },
      template: 'src/site-page/site.html',
      filename: 'site.html',
      router: SITE_ROUTER_FACADE,
    },
  ],
});
