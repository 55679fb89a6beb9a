import type { NextApiRequest, NextApiResponse } from 'next';
import { publishDispatcher } from '@/contract/in-process';
import { dispatchApiCall, handleApiRequest } from '@/server';

// The API reads its own body (size limit, content type, strict JSON), so Next's parser stays off.
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

// Server rendering in this process calls the API directly instead of over loopback HTTP.
publishDispatcher(dispatchApiCall);

export default function api(req: NextApiRequest, res: NextApiResponse) {
  return handleApiRequest(req, res);
}
