import { Logger, type NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

/**
 * A plain Node route ahead of Express, for the visitors' hottest reads. Each module contributes its own
 * under the one provider token FIRST_ROUTES; the platform offers every request to them in turn.
 */
export interface FirstRoute {
  /** Its name in the log. */
  readonly name: string;
  /** The paths it answers, as a route table names them (no other handler may serve them). */
  readonly paths: readonly string[];
  /**
   * Answers the request (resolving `true`), or leaves it to the next route and Express: `false` at once
   * (not its path: no promise, no work) or resolved (nothing ready to answer from).
   */
  answer(request: IncomingMessage, response: ServerResponse): false | Promise<boolean>;
  /** The answer when `answer` fails, after the failure is logged; without it the request goes on to Express. */
  failed?(request: IncomingMessage, response: ServerResponse): void;
}

/** The provider token under which modules contribute their first routes (read with `{ each: true }`). */
export const FIRST_ROUTES = Symbol('FIRST_ROUTES');

/**
 * Nest's Express adapter whose HTTP server offers each request to plain Node routes first (added with
 * `answerFirst`, in order) and hands every request none of them answers to Express and Nest. The
 * visitors' hottest reads are answered there without the framework's work per request, but with the
 * platform's rules: the same security headers middleware and the same services as the rest. A route that
 * fails is logged, never silent.
 */
export class FirstRoutesAdapter extends ExpressAdapter {
  private readonly firstRoutes: FirstRoute[] = [];
  private readonly failureLog = new Logger('FirstRoutes');

  answerFirst(route: FirstRoute): void {
    this.firstRoutes.push(route);
  }

  /** The platform speaks plain HTTP (TLS ends at the proxy in front of it). */
  override initHttpServer(options: NestApplicationOptions): void {
    if (options.httpsOptions) throw new Error('The platform serves plain HTTP; put TLS in the proxy in front of it.');
    const express = this.getInstance<RequestListener>();
    this.httpServer = createServer((request, response) => {
      let next = 0;
      const passOn = (): void => {
        const route = this.firstRoutes[next++];
        if (!route) return void express(request, response);
        const answering = route.answer(request, response);
        if (answering === false) return passOn();
        answering.then(
          (answered) => {
            if (!answered) passOn();
          },
          (error: unknown) => {
            this.failureLog.error(`${route.name} failed on ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
            if (response.headersSent) response.destroy();
            else if (route.failed) route.failed(request, response);
            else passOn();
          },
        );
      };
      passOn();
    });
  }
}
