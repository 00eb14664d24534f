import { beginnerOval } from './beginner-oval';
export const streetCircuit = { ...beginnerOval, id: 'street-circuit' };
