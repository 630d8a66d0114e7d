import type { CreateReportRequest } from '@lineup/contracts';
import { api } from '@/lib/api-client';

/** `POST /api/reports`: a member tells the moderators something is wrong. */
export function sendReport(body: CreateReportRequest) {
  return api.POST('/reports', { body });
}
