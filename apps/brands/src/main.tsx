import '@ma/ui/styles.css';
import './styles.css';
import { startApp } from '@ma/app-kit/start-app';
import { RouterProvider } from '@tanstack/react-router';
import { forgetSession } from './lib/session.ts';
import { createAppRouter } from './router.tsx';

// The session is the cookie ma_brand_session (Path=/v3/brand). A 401 anywhere means it ended
// (expired, signed out elsewhere, the member removed from the team): the app forgets the member,
// and the signed-in layout's guard sends them to 'Entrar'.
startApp({ forgetSession, createRouter: createAppRouter, render: (router) => <RouterProvider router={router} /> });
