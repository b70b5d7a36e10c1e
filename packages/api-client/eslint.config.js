import { base, boundaries } from '@ma/eslint-config';

export default [...base, boundaries(['@ma/ui', '@ma/web', '@ma/api', 'react', '@tanstack/react-query'])];
