// `node -r ./test/swc-require-hook.js ...`: lets a plain Node process (not jest) require the
// TypeScript sources, compiled on the fly by swc like the build does. For tests that must see
// Node's own module loader, which jest replaces (e.g. backend/src/lazy-libraries.spec.ts).
const { transformSync } = require('@swc/core');
const { readFileSync } = require('node:fs');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
