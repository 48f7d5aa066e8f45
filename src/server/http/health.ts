import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** `GET /healthz` (no login): whether the database answers, for monitors and load balancers. */
export default async function healthPlugin(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const health = { summary: 'Whether the database answers (503 when not)', tag: 'Operations', body: 'health' as const };
  app.get('/healthz', { config: { access: 'public', operation: health } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
