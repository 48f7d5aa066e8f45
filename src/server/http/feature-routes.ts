import type { FastifyInstance } from 'fastify';
import { contactDetailsResource } from '../contact-details/routes.js';
import type { Db } from '../db/connect.js';
import { fundraisingResource } from '../fundraising/routes.js';
import { personalDetailsResource } from '../personal-details/routes.js';
import { programPreferencesResource } from '../program-preferences/routes.js';
import { startupBriefResource } from '../startup-brief/routes.js';
import { startupDetailsResource } from '../startup-details/routes.js';
import { videoResource } from '../video/routes.js';
import { resourceRoutes } from './resource-routes.js';

/** The form resources of DESIGN §4: each a GET and a save, all through resourceRoutes. */
export function registerFeatureRoutes(app: FastifyInstance, db: Db): void {
  resourceRoutes(app, contactDetailsResource(db));
  resourceRoutes(app, personalDetailsResource(db));
  resourceRoutes(app, programPreferencesResource(db));
  resourceRoutes(app, startupDetailsResource(db));
  resourceRoutes(app, startupBriefResource(db));
  resourceRoutes(app, fundraisingResource(db));
  resourceRoutes(app, videoResource(db));
}
