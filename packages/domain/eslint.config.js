import { base, boundaries } from '@ma/eslint-config';

export default [...base, boundaries(['@ma/api-client', '@ma/ui', '@ma/web', '@ma/api', 'react'])];
