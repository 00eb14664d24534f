/** How a save slot or the Continue button names where a game stands, per game (through its words). */
import type { SaveSummary } from '../../src-shared/save/save-file';
import { wordsOf } from '../games/registry';

/** The game's name: "Racepack", "Automobiles". */
export function gameName(m: SaveSummary): string {
  return wordsOf(m.game)?.title ?? m.game;
}

/** "lap 2/3" for a Racepack race; "round 4", "sponsors", "driver draft" for Automobiles (its words' saveStage). */
export function stageText(m: SaveSummary): string {
  return wordsOf(m.game)?.saveStage?.(m) ?? '';
}

/** "Racepack · Grand Prix · lap 2/3", "Automobiles · Monza · race 2 of 3 · round 4". */
export function whereText(m: SaveSummary): string {
  const race = wordsOf(m.game)?.saveRace?.(m);
  return [gameName(m), m.trackName, race, stageText(m)].filter((part) => part).join(' · ');
}
