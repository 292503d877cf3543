import { type ProfileExport, profileExportSchema } from '@boardforge/contracts/order-profiles.ts';
import { getData } from '../../../lib/request.ts';

/** GET /api/profiles/export — the own profiles as a JSON document that imports back. */
export async function exportProfiles(): Promise<ProfileExport> {
  return profileExportSchema.parse(await getData<unknown>('/profiles/export'));
}
