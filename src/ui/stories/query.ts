import { queryOptions } from '@tanstack/react-query';
import { getJson, type Http } from '../http/json';
import { addressParams } from '../home/params';
import type { Story } from '../types/api';

/** Every story of every shop (the home row keeps only the first of each): read when the viewer opens. */
export const fullStoriesQuery = (http: Http, locale: string, location: string) =>
  queryOptions({
    queryKey: ['stories', locale, location, 'full'] as const,
    queryFn: async () => {
      const rows = await getJson<Story[][]>(http, 'rest/stories/paginate', { perPage: 12, ...addressParams(location) });
      return Array.isArray(rows) ? rows.filter((group) => Array.isArray(group) && group.length > 0) : [];
    },
  });
