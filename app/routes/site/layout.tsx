import { Outlet } from 'react-router';

// Scaffold: replaced by the feature that owns this route.
export default function Layout() {
  return <Outlet />;
}
