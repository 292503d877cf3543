import { startI18n } from './i18n-setup.ts';

// Imported first by main.tsx: the texts' file is asked for as soon as this module runs (boot.ts has usually asked for
// it already, and it is fetched once), while the rest of the start-up modules are still being evaluated.
export const textsReady = startI18n();
