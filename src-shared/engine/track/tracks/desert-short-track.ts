import { beginnerOval } from './beginner-oval';
export const desertShortTrack = { ...beginnerOval, id: 'desert-short-track' };
