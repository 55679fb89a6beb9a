import { z } from 'zod';

/**
 * Response envelopes of API v1 (contract §2) as zod schemas. Objects are `z.object`, which ignores fields it does
 * not name: answers may carry more than the contract lists, but every named field must have its documented type.
 */

export const errorEnvelope = z.object({
  timestamp: z.string(),
  status: z.literal(false),
  statusCode: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.array(z.string())).optional(),
});

/** `{timestamp, status: true, message, data}`. */
export const single = <T extends z.ZodType>(data: T) =>
  z.object({ timestamp: z.string(), status: z.literal(true), message: z.string(), data });

/** An action's answer whose `data` the contract leaves open (null, [] or a small object). */
export const done = single(z.unknown());

const pageLink = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() });

/** Laravel paginator: `{data, links, meta}` without status/message. */
export const paginate = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    links: z.object({ first: z.string(), last: z.string(), prev: z.string().nullable(), next: z.string().nullable() }),
    meta: z.object({
      current_page: z.number(),
      from: z.number().nullable(),
      last_page: z.number(),
      path: z.string(),
      per_page: z.number(),
      to: z.number().nullable(),
      total: z.number(),
      links: z.array(pageLink),
      total_exact: z.boolean().optional(),
    }),
  });

/** A resource collection without pagination: `{data: [...]}`. */
export const collection = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
