import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';

/** Fastify's own error codes for bad requests, mapped to Tandem's `{ code, message }` answers. */
const fastifyClientErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The Content-Length header does not match the body.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large', message: 'The file is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the file as multipart/form-data.',
  },
  FST_PARTS_LIMIT: { status: 413, code: 'payload_too_large', message: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 413, code: 'payload_too_large', message: 'Send one file at a time.' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payload_too_large', message: 'The form has too many fields.' },
};

/** Turns every failure into `{ code, message }` with the right status; never a 500 for bad input. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).headers(error.headers).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const detail = issue?.message ?? 'is invalid';
      const where = error.validationContext === 'body' ? '' : ` in the ${error.validationContext}`;
      const message = field ? `${field}${where}: ${detail}` : `Invalid request${where}: ${detail}`;
      return reply.status(400).send({ code: 'invalid_request', message });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ code: known.code, message: known.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * Errors Fastify meets before any route or error handler runs (a malformed escape in the URL),
 * in Tandem's shape. Fastify calls this only for client errors of that kind.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  void reply.status(400).send({
    code: badUrl ? 'bad_url' : 'bad_request',
    message: badUrl ? 'The address has a malformed %-escape.' : error.message,
  });
}

/** What Node's HTTP parser refuses before a request exists, by its error code. */
const connectionErrors: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The address or the headers of the request are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive. Try again.' },
};

/**
 * Requests Node's parser refuses before Fastify sees them (an address and headers over 16 KB,
 * headers that never finish, bytes that are no HTTP), answered in Tandem's shape on the socket,
 * then closed: Fastify's own answer to these is `{ error, message, statusCode }`.
 */
export function answerConnectionError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = connectionErrors[error.code ?? ''] ?? {
    status: 400,
    code: 'bad_request',
    message: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify({ code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
