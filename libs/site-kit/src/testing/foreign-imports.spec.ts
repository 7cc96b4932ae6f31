import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foreignImports } from './foreign-imports';

describe('foreignImports', () => {
  it('reports packages outside the allowed list, and ignores specs, test helpers and relative imports', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-imports-'));
    mkdirSync(join(root, 'pages'));
    mkdirSync(join(root, 'testing'));
    writeFileSync(join(root, 'site.tsx'), "import { Route } from 'react-router-dom';\nimport { x } from './pages/x';\n");
    writeFileSync(join(root, 'pages', 'x.ts'), "import axios from 'axios';\nexport const x = () => import('@schoolpage/api-client');\n");
    writeFileSync(join(root, 'pages', 'x.spec.ts'), "import { render } from '@testing-library/react';\n");
    writeFileSync(join(root, 'testing', 'helper.ts'), "import { render } from '@testing-library/react';\n");
    expect(foreignImports(root)).toEqual(['pages/x.ts: axios', 'pages/x.ts: @schoolpage/api-client']);
  });

  it('finds nothing foreign in the site kit itself', () => {
    expect(foreignImports(join(__dirname, '..'))).toEqual([]);
  });
});
