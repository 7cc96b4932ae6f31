/**
 * What `react-router-dom` is on a school's server-rendered page (see host-page-build.ts): only what
 * the page and the templates use, so the page does not grow with the main shell's router. Every
 * name here is in router-facade.ts too (a template runs in both); tools/workspace/src/router-facade.spec.ts
 * fails when a template, the site kit or the page imports a routing API not listed here.
 */
export { BrowserRouter, Outlet, Route, Routes, useHref, useLinkClickHandler, useLocation, useNavigate, useParams } from 'react-router';
export type { Location, Params, RouteProps, To } from 'react-router';
