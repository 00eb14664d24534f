import { beginnerOval } from './beginner-oval';
export const speedway = { ...beginnerOval, id: 'speedway' };
