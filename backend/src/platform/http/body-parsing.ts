import express, { type ErrorRequestHandler, type Express } from 'express';

import { errorBody } from './http-error.filter';

/**
 * JSON and form bodies for /api with a size limit. Parser failures are answered here in the common
 * error shape: malformed JSON 400, oversize 413, unsupported encodings 415.
 */
export function useBodyParsing(app: Express, limit: string): void {
  // Providers sign the exact bytes they send: webhooks keep their body raw (a Buffer), which the
  // JSON parser below then leaves alone.
  app.use('/api/webhooks', express.raw({ type: () => true, limit }), bodyErrors);
  app.use(
    '/api',
    express.json({ limit }),
    express.urlencoded({ extended: false, limit }),
    bodyErrors,
  );
}

const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const type = (err as { type?: string }).type;
  const status = (err as { status?: number }).status;
  if (!type || !status) return next(err);
  const messages: Record<string, string> = {
    'entity.parse.failed': 'Malformed JSON in request body',
    'entity.too.large': 'Request body is too large',
    'encoding.unsupported': 'Unsupported content encoding',
    'charset.unsupported': 'Unsupported charset',
    'request.aborted': 'Request aborted',
    'request.size.invalid': 'Request size did not match content length',
  };
  // A body refused as too large is not read to its end: the answer closes the connection.
  if (status === 413) res.setHeader('Connection', 'close');
  res.status(status).json(errorBody(status, messages[type] ?? 'Invalid request body'));
};
