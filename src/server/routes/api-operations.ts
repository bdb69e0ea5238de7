/**
 * Every /api operation, as the route modules declare them, in the order the API description
 * lists them. A route module's operations go here when it is added to the app (app.ts); the
 * route-table test (api-operations.test.ts) holds the two to each other.
 */
import { DEFAULT_PUSH_SERVICE_HOSTS, type PushServiceHosts } from '../push/push-endpoint-rule.ts'
import { advertsOperations } from './adverts.operations.ts'
import { alertsOperations } from './alerts.operations.ts'
import type { ApiOperation } from './api-operation.ts'
import { configOperations } from './config.operations.ts'
import { employersOperations } from './employers.operations.ts'
import { formsOperations } from './forms.operations.ts'
import { healthOperations } from './health.operations.ts'
import { jobPostsOperations } from './job-posts.operations.ts'
import { jobsOperations } from './jobs.operations.ts'
import { openApiOperations } from './openapi.operations.ts'
import { pushOperations } from './push.operations.ts'

/** What the site is set up with that the operations state (a configured list of hosts). */
export interface ApiSettings {
  pushServiceHosts?: PushServiceHosts
}

export function apiOperations({
  pushServiceHosts = DEFAULT_PUSH_SERVICE_HOSTS,
}: ApiSettings = {}): readonly ApiOperation[] {
  return [
    ...jobsOperations,
    ...employersOperations,
    ...configOperations,
    ...healthOperations,
    ...formsOperations,
    ...alertsOperations,
    ...advertsOperations,
    ...jobPostsOperations,
    ...Object.values(pushOperations(pushServiceHosts)),
    ...openApiOperations,
  ]
}
