import { designJobPaths } from '@boardforge/contracts/design-job-views.ts';
import { apiBase } from './request.ts';

type DesignPathName = keyof typeof designJobPaths;

/** A design route's path as the request helpers take it (they add the `/api` base themselves). */
export function readDesignPath(name: DesignPathName): string {
  const path: string = designJobPaths[name];
  return path.startsWith(apiBase) ? path.slice(apiBase.length) : path;
}
