import { Logger } from '@nestjs/common';
import express, { type Request, type Response, type Router } from 'express';
import { CSP_REPORT_PATH } from './security-headers';

/** Reports logged per minute at most: a page (or someone) sending thousands cannot flood the log. */
const LOGGED_PER_MINUTE = 30;

/** What the log line starts with, so tests and operators can find violations. */
export const CSP_VIOLATION_LOG = 'Content-Security-Policy violation';

interface ViolationReport {
  'document-uri'?: string;
  'violated-directive'?: string;
  'effective-directive'?: string;
  'blocked-uri'?: string;
}

/**
 * `POST /api/security/csp-report`: where browsers report what a page's Content-Security-Policy refused.
 * Each report is logged (a bounded number per minute) and answered 204; nothing is stored.
 */
export function cspReportRoute(): Router {
  const logger = new Logger('Security');
  const router = express.Router();
  let windowStart = 0;
  let logged = 0;
  router.post(
    CSP_REPORT_PATH,
    express.json({ type: ['application/csp-report', 'application/reports+json', 'application/json'], limit: '16kb' }),
    (request: Request, response: Response) => {
      const now = Date.now();
      if (now - windowStart > 60_000) [windowStart, logged] = [now, 0];
      const body = request.body as { 'csp-report'?: ViolationReport } | { body?: ViolationReport }[] | undefined;
      const report = Array.isArray(body) ? body[0]?.body : body?.['csp-report'];
      if (report && logged++ < LOGGED_PER_MINUTE) {
        logger.warn(
          `${CSP_VIOLATION_LOG}: ${report['effective-directive'] ?? report['violated-directive'] ?? '?'} refused ${report['blocked-uri'] ?? '?'} on ${report['document-uri'] ?? '?'}`,
        );
      }
      response.status(204).end();
    },
  );
  return router;
}
