export { PlainList, type PlainListProps } from './plain-list.tsx';
