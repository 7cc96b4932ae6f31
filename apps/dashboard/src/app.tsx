export default function DashboardApp() {
  return <h1>Dashboard</h1>;
}
