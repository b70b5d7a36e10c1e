export { CoveringRadio } from './covering-radio.tsx';
