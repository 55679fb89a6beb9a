/** What a failed call rejects with: the response's status and envelope (handlers read `err.data.message`). */
export interface HttpFailure {
  status: number;
  data: { statusCode?: string; message?: string; params?: Record<string, string[]> };
}

/** The API base: this server's built-in API unless an external Foodyman-compatible backend is configured. */
export const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';
