import { beginnerOval } from './beginner-oval';
export const roadCourse = { ...beginnerOval, id: 'road-course' };
