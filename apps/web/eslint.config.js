import { react } from '@ma/eslint-config/react';
import { boundaries } from '@ma/eslint-config';

export default [...react, boundaries(['@ma/api'])];
