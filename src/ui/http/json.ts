import type { AxiosInstance } from 'axios';

/** Type helper: the client resolves to the body, so calls are typed by the body. */
export type Http = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;
export async function getJson<T>(http: Http, url: string, params?: Record<string, unknown>): Promise<T> {
  return (await http.get(url, { params })) as unknown as T;
}
