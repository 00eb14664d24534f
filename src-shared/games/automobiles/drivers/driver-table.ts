/** The ten Racing Season drivers (seed 000): number, phase of their power, full text. */
export interface DriverDef {
  number: number;
  name: string;
  phase: 'action' | 'buy' | 'car' | 'decline' | 'end';
  text: string;
}

export const DRIVERS: readonly DriverDef[] = [
  {
    number: 1,
    name: 'Driver 01',
    phase: 'decline',
    text: 'During your Decline Phase, you may move your race car up to 1 light grey space for each wear you gained. This is only for wear gained during your Decline Phase, not your Action Phase; if you end up drafting, you get no benefit.',
  },
  {
    number: 2,
    name: 'Driver 02',
    phase: 'action',
    text: 'During your Action Phase, you may choose 1 cube from your discard pile. Place this chosen cube into your active pile. That cube may now be used like any other cube in your active pile.',
  },
  {
    number: 3,
    name: 'Driver 03',
    phase: 'action',
    text: 'During your Action Phase, you may choose up to 3 cubes from your discard pile. These chosen cubes can be any combination of colors. Place these chosen cubes back into your bag.',
  },
  {
    number: 4,
    name: 'Driver 04',
    phase: 'buy',
    text: 'During your Buy Phase, you may draw up to 3 cubes at once: state how many, draw exactly that many. Then, with each cube: remove it (back to the stock), place it in your active pile (usable only for its value to buy), or put it back into your bag.',
  },
  {
    number: 5,
    name: 'Driver 05',
    phase: 'buy',
    text: 'During your Buy Phase, you may remove any number of cubes from your discard pile. For each cube that you remove this way, you must pay $1.',
  },
  {
    number: 6,
    name: 'Driver 06',
    phase: 'car',
    text: 'During your Car Phase, after you finish your normal move with your race car, you may move 1 additional space on any color. You could be subject to wear for this movement during your Decline Phase, if you don’t end up drafting.',
  },
  {
    number: 7,
    name: 'Driver 07',
    phase: 'decline',
    text: 'During your Decline Phase, take note of how many wear cubes you gained. For each of those wear cubes, you may draw up to 1 additional cube during your End Phase (gain 3 wear: draw 10 instead of 7).',
  },
  {
    number: 8,
    name: 'Driver 08',
    phase: 'end',
    text: 'During your End Phase, before drawing new cubes for your active pile, you may remove up to 3 wear cubes from your player board (any pile or the track).',
  },
  {
    number: 9,
    name: 'Driver 09',
    phase: 'end',
    text: 'During your End Phase, after drawing new cubes for your active pile, you may draw up to 2 additional cubes.',
  },
  {
    number: 10,
    name: 'Driver 10',
    phase: 'end',
    text: 'During your End Phase, after drawing new cubes for your active pile, you may choose any number of those cubes to place in your discard pile. Then, draw cubes equal to the number that you chose to discard. You may only do this once.',
  },
];

export function getDriver(n: number): DriverDef | undefined {
  return DRIVERS.find((d) => d.number === n);
}
