import { react } from '@ma/eslint-config/react';
import { boundaries } from '@ma/eslint-config';

// What the internal apps share: it may use ui, api-client and react-query, never an app or the router.
export default [...react, boundaries(['@ma/web', '@ma/api', '@ma/backoffice', '@ma/brands', '@tanstack/react-router'])];
