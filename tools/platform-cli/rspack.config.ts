import { nodeProgram } from '../rspack/node-program';

export default nodeProgram({ root: 'tools/platform-cli' });
