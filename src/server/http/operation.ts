import type { z } from 'zod';

/** What a route answers on success: the JSON envelope, or something else named here. */
export type SuccessBody = 'envelope' | 'ai-text' | 'event-stream' | 'health' | 'openapi' | { files: readonly string[] };

/**
 * A route as the OpenAPI document describes it (http/openapi.ts), set in its options as
 * `config: { operation }`; the request schemas are the shared zod ones the route validates with.
 */
export interface OperationDescription {
  summary: string;
  tag: string;
  okStatus?: number;
  /** A JSON body: its component name and schema. */
  json?: { name: string; schema: z.ZodType };
  /** A multipart form: its text fields (component name and schema) and its file fields. */
  multipart?: { name: string; schema: z.ZodType; files: readonly string[] };
  body?: SuccessBody;
  /** The success envelope's `data`, when its schema is written (src/shared). */
  answer?: z.ZodType;
  /** A startup record co-founders share (DESIGN §9): reads send an ETag, saves take If-Match (412 when stale). */
  versioned?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in the OpenAPI document; a route without one fails test/api/openapi.test.ts. */
    operation?: OperationDescription;
  }
}
