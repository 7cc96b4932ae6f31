import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

/** A plain Node route ahead of Express: it answers the request, or calls `next()` to pass it on. */
export type FirstRoute = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Nest's Express adapter whose HTTP server offers each request to plain Node routes first (added with
 * `answerFirst`, in order) and hands every request none of them answers to Express and Nest. The
 * visitors' hottest reads are answered there without the framework's work per request, but with the
 * platform's rules: the same security headers middleware and the same service as their controllers.
 */
export class FirstRoutesAdapter extends ExpressAdapter {
  private readonly firstRoutes: FirstRoute[] = [];

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
        if (route) route(request, response, passOn);
        else void express(request, response);
      };
      passOn();
    });
  }
}
