export { LevelMedal, type LevelMedalProps } from './level-medal.tsx';
