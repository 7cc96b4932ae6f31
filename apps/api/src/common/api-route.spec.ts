import { AUTH_API, COURSE_SECTIONS, DASHBOARD_API, FILES_API, LIST_SECTIONS, PLATFORM_API, PUBLIC_API, TRASH_API } from '@schoolpage/content-contract';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { apiRoute } from './api-route';
import { FIRST_ROUTES, type FirstRoute } from './first-routes';

describe('API routes from the contract', () => {
  it('turns a contract path into a route under the global prefix, and refuses anything else', () => {
    expect(apiRoute('/api/auth/login')).toBe('auth/login');
    expect(apiRoute(DASHBOARD_API.profileSlug)).toBe('dashboard/profile/slug');
    expect(() => apiRoute('/auth/login')).toThrow('"/auth/login" is not an API path.');
    expect(() => apiRoute('/apix/auth')).toThrow('not an API path');
  });

  describe('on the server', () => {
    let platform: TestPlatform;
    let routes: Set<string>;
    let expressRoutes: string[];
    let firstRoutePaths: string[];
    beforeAll(async () => {
      platform = await startTestPlatform();
      const express = platform.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string } }[] } };
      expressRoutes = express.router.stack.flatMap((layer) => (layer.route ? [layer.route.path] : []));
      // The hottest reads are answered ahead of Express (first-routes.ts).
      firstRoutePaths = platform.app.get<symbol, FirstRoute>(FIRST_ROUTES, { each: true, strict: false }).flatMap((route) => [...route.paths]);
      routes = new Set([...expressRoutes, ...firstRoutePaths]);
    });
    afterAll(() => platform.close());

    const contractPaths = [
      ...Object.values(AUTH_API),
      ...Object.values(PUBLIC_API),
      ...Object.values(PLATFORM_API).filter((path) => path !== PLATFORM_API.bundles),
      `${PLATFORM_API.bundles}/*path`,
      ...Object.values(DASHBOARD_API),
      ...Object.values(LIST_SECTIONS).flatMap((section) => [section.path, section.addPath ?? section.path, section.readPath ?? section.path]),
      ...Object.values(COURSE_SECTIONS).map((section) => section.path),
      `${FILES_API}/:key`,
      TRASH_API.list,
    ];

    it.each([...new Set(contractPaths)])('serves %s', (path) => {
      expect(routes).toContain(path);
    });

    it('serves each path with one handler: a path answered ahead of Express has no Express route', () => {
      expect(firstRoutePaths).toEqual(expect.arrayContaining([PUBLIC_API.allContent, PUBLIC_API.searchSuggestion, PUBLIC_API.organizationList]));
      expect(firstRoutePaths.filter((path) => expressRoutes.includes(path))).toEqual([]);
    });
  });
});
