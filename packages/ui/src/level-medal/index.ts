export { LevelMedal, type LevelMedalProps } from './level-medal.tsx';
export { LevelAndPlace } from './level-and-place.tsx';
