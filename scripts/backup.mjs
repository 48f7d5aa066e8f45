#!/usr/bin/env node
// `npm run backup` / `npm run restore`: the compiled src/server/backup/cli.ts, recompiled first when
// the sources are newer (`npm start` keeps dist current on a server).
import { ensureServerBuild } from './bench/lib.mjs';

ensureServerBuild();
await import('../dist/server/backup/cli.js');
