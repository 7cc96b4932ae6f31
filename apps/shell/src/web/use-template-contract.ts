import { useEffect, useState } from 'react';
import { isCompatibleContract, TEMPLATE_MODULES, type TemplateContractModule } from '@schoolpage/content-contract';
import { loadRemoteModule, preloadRemoteModule } from '../federation/remote-modules';

export type ContractCheck = 'checking' | 'compatible' | 'incompatible';

/**
 * Reads the content-contract version a template remote was built against. A template built for
 * another major version, or one whose contract cannot be read, is not mounted.
 */
export function useTemplateContract(remote: string): ContractCheck {
  const [check, setCheck] = useState<{ remote: string; result: ContractCheck }>({ remote, result: 'checking' });

  useEffect(() => {
    let current = true;
    preloadRemoteModule(remote, TEMPLATE_MODULES.site);
    void loadRemoteModule<TemplateContractModule>(remote, TEMPLATE_MODULES.contract)
      .then((module) => module.contractVersion, () => undefined)
      .then((version) => {
        const compatible = isCompatibleContract(version);
        if (!compatible) console.error(`The template "${remote}" was built for content contract ${version ?? 'unknown'}; showing a fallback template.`);
        if (current) setCheck({ remote, result: compatible ? 'compatible' : 'incompatible' });
      });
    return () => {
      current = false;
    };
  }, [remote]);

  return check.remote === remote ? check.result : 'checking';
}
