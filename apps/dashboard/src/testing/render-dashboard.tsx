import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import DashboardApp from '../app';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Mounts the dashboard remote the way the shell does: at /dashboard/* inside the host's (data) router. */
export function renderDashboard(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: '/dashboard/*', element: <DashboardApp /> },
          { path: '/login', element: <h1>Log in to Dashboard</h1> },
        ],
      },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  return render(<RouterProvider router={router} />);
}
