// Step: the hosts' header files, generated from this build (scripts/host-configs.mjs).
import path from 'node:path';
import { writeHostConfigs } from '../host-configs.mjs';

export const hostHeaders = {
  name: 'host headers',
  async run({ buildDir, clientDir }) {
    for (const warning of await writeHostConfigs(clientDir, path.join(buildDir, 'hosting')))
      console.warn(`postbuild: ${warning}`);
  },
};
