// `npm start`: on the supported Node, install what is missing, build the site, serve the production
// build on localhost.
import { execSync } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureSupportedNode } from './ensure-node.mjs';

ensureSupportedNode();
ensureDependencies();
execSync('npx react-router build', { stdio: 'inherit' });
const port = process.env.PORT ?? '4173';
execSync(`node scripts/serve/cli.ts --dir dist --port ${port}`, { stdio: 'inherit' });
