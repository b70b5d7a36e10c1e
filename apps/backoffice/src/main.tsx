import '@ma/ui/styles.css';
import './styles.css';
import { startApp } from '@ma/app-kit/start-app';
import { RouterProvider } from '@tanstack/react-router';
import { forgetSession } from './lib/session.ts';
import { createAppRouter } from './router.tsx';

// A 401 anywhere means the operator's session ended (expired, revoked): the app forgets the
// operator, and the signed-in layout's guard sends them to the login.
startApp({ forgetSession, createRouter: createAppRouter, render: (router) => <RouterProvider router={router} /> });
