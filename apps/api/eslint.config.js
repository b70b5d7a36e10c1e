import { base, boundaries } from '@ma/eslint-config';

export default [...base, boundaries(['@ma/ui', '@ma/web', 'react'])];
