// Production build: React Router builds and prerenders every page (react-router.config.ts), which
// leaves them in dist/ with the hosting files.
import { execSync } from 'node:child_process';

execSync('npx react-router build', { stdio: 'inherit' });
