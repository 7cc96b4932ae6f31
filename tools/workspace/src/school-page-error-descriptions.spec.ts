import { getShortErrorMsg, RUNTIME_008, runtimeDescMap as runtimeSentences } from '@module-federation/error-codes';
import { runtimeDescMap } from '../../rspack/school-page-error-descriptions';

describe("the federation runtime's errors on a school's page", () => {
  it('keep their code, their details and the address that explains the code', () => {
    const message = getShortErrorMsg(RUNTIME_008, runtimeDescMap, { resourceUrl: '/remotes/templates/nbl/remoteEntry.js' });
    expect(message.split('\n')).toEqual([
      `Module Federation error #${RUNTIME_008}`,
      'args: {"resourceUrl":"/remotes/templates/nbl/remoteEntry.js"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
    ]);
  });

  it('have a description for every code the runtime raises', () => {
    for (const code of Object.keys(runtimeSentences)) expect(runtimeDescMap[code]).toBe('Module Federation error');
  });
});
