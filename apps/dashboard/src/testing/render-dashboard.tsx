import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import DashboardApp from '../app';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Mounts the dashboard remote the way the shell does: at /dashboard/* inside the host's router. */
export function renderDashboard(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardApp />} />
        <Route path="/login" element={<h1>Log in to Dashboard</h1>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
