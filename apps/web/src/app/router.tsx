import { createBrowserRouter, Outlet } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth, ScreenRoute } from './guards';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { SCREENS } from './screens';

export const router = createBrowserRouter([
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          ...SCREENS.map((screen) => ({ path: screen.path, element: <ScreenRoute screen={screen} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
