import type { NextApiRequest, NextApiResponse } from 'next';
import { handleApiRequest } from '@/server';

// The API reads its own body (size limit, content type, strict JSON), so Next's parser stays off.
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

export default function api(req: NextApiRequest, res: NextApiResponse) {
  return handleApiRequest(req, res);
}
