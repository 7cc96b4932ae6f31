import { nodeProgram } from '../../tools/rspack/node-program';

export default nodeProgram({ root: 'apps/api' });
