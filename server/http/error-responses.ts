import { apiErrorSchema } from '../../shared/api/errors.ts';

/**
 * The `response` schemas of a route's error statuses, for its OpenAPI entry and its types: every
 * error Tandem answers has the one shape `{ code, message }`.
 */
export function errorResponses<const Status extends number>(...statuses: Status[]): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<Status, typeof apiErrorSchema>;
}
