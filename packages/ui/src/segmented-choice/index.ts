export { SegmentedChoice, type SegmentedChoiceProps } from './segmented-choice.tsx';
