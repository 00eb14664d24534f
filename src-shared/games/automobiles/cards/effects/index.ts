import type { CardBehaviour } from './behaviour';
import { carChief, engineer, manager, mechanic } from './garage';
import { gear, wear } from './gear-and-wear';
import { crewChief, pitCaptain, pitCrew, pitTeam } from './pit';
import { aerodynamics, steering, suspension, tires } from './handling';
import { boost, gearbox, nitro, turbo } from './performance';
import { diesel, hybrid, rotary, supercharged } from './engine';
import { DRIVER_BEHAVIOURS } from '../../drivers/driver-powers';
import { EXPANSION_BEHAVIOURS } from './racing-season';
import { fuelPromptAnswer, fuelPromptLegal } from '../../fuel-mixture/fuel-flow';

/** Behaviour by card id: the code half of each card (the data half is card-table.ts). */
const behaviours = new Map<string, CardBehaviour>([
  ['3rd-gear', gear],
  ['4th-gear', gear],
  ['5th-gear', gear],
  ['6th-gear', gear],
  ['wear', wear],
  ['car-chief', carChief],
  ['engineer', engineer],
  ['manager', manager],
  ['mechanic', mechanic],
  ['crew-chief', crewChief],
  ['pit-captain', pitCaptain],
  ['pit-crew', pitCrew],
  ['pit-team', pitTeam],
  ['aerodynamics', aerodynamics],
  ['steering', steering],
  ['suspension', suspension],
  ['tires', tires],
  ['boost', boost],
  ['gearbox', gearbox],
  ['nitro', nitro],
  ['turbo', turbo],
  ['diesel-engine', diesel],
  ['hybrid-engine', hybrid],
  ['rotary-engine', rotary],
  ['supercharged', supercharged],
]);

for (const [id, b] of DRIVER_BEHAVIOURS) behaviours.set(id, b);
for (const [id, b] of EXPANSION_BEHAVIOURS) behaviours.set(id, b);
// Fuel Mixture prompts (never played as a cube); function declarations, safe in an import cycle.
behaviours.set('fuel-mixture', {
  canPlay: () => false,
  start: () => undefined,
  legal: fuelPromptLegal,
  answer: fuelPromptAnswer,
});

export function behaviourOf(cardId: string): CardBehaviour {
  const b = behaviours.get(cardId);
  if (!b) throw new Error(`no behaviour for card ${cardId}`);
  return b;
}
