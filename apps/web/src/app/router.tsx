import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { FullPageLoader } from '../components/Loaders';
import { AuthProvider } from '../features/auth/AuthProvider';
import { RequireAuth, ScreenRoute } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { SCREENS } from './screens';

// The login page and the shell load separately: a visitor on /login downloads no shell.
const LoginPage = lazy(async () => ({ default: (await import('../features/auth/LoginPage')).LoginPage }));
const AppLayout = lazy(async () => ({ default: (await import('./layout/AppLayout')).AppLayout }));
const loading = (node: ReactNode) => <Suspense fallback={<FullPageLoader />}>{node}</Suspense>;

export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      { path: '/login', element: loading(<LoginPage />) },
      {
        element: <RequireAuth>{loading(<AppLayout />)}</RequireAuth>,
        children: [
          ...SCREENS.map((screen) => ({ path: screen.path, element: <ScreenRoute screen={screen} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
