import { apiBlob } from "../../../lib/http/api";

/** `GET /api/leave/{id}/certificate`: the request's certificate (the employee and hr only, issue 22 §1). */
export function downloadCertificate(requestId: number): Promise<Blob> {
  return apiBlob.get(`/leave/${requestId}/certificate`);
}
