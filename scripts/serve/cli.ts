// Serves a built folder like a static host.
//   node scripts/serve/cli.ts [--dir dist] [--port 4173] [--host 127.0.0.1] [--gzip]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headersFromFile, startStaticServer } from './staticSite.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    gzip: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
// The build's `_headers` (security policy, caching) are sent as a static host would send them.
const headers = headersFromFile(path.join(values.dir, '_headers'));
await startStaticServer({ root: values.dir, port, host: values.host, headers, compress: values.gzip });
console.log(
  `Serving ${values.dir}/ at http://${values.host === '0.0.0.0' ? 'localhost' : values.host}:${String(port)}/`,
);
