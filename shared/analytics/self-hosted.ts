/**
 * Self-hosted analytics: without an Amplitude key the web app's Amplitude SDK sends to Tandem's
 * own ingestion endpoint. The key is public on purpose (the browser holds it); it only tells
 * the endpoint that the batch comes from Tandem's web app.
 */
export const selfHostedAnalyticsKey = 'tandem-self-hosted';

/** Where the SDK sends batches in self-hosted mode (Amplitude's HTTP V2 path, under /api/analytics). */
export const selfHostedIngestionPath = '/api/analytics/2/httpapi';
