/** The parcel status stream (same event shape as orders'), next to the same API base the client uses. */
const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';

export function parcelStreamUrl(id: string, lang: string): string {
  const base = API_BASE.endsWith('/') ? API_BASE : `${API_BASE}/`;
  return `${base}dashboard/user/parcel-orders/${encodeURIComponent(id)}/stream?lang=${encodeURIComponent(lang)}`;
}
