import { startI18n } from './i18n-setup.ts';

// Imported first by main.tsx: the texts' chunk is requested as soon as this module runs, while the rest of the
// start-up modules (React, the router, antd) are still being evaluated, not after them.
export const textsReady = startI18n();
