/**
 * Racepack's levels (src-shared/games/racepack/bots): with the pit lane every level makes its
 * mandatory stop, from the rules' own offer (legalActions), in whole races and on a hand-built
 * position; Expert is its own level, not Hard under another name.
 */
import { describe, expect, it } from 'vitest';
import { RACEPACK_BOT_KINDS, SEARCH_LEVELS, createRacepackBot, racepack } from '../../../src-shared/games/racepack';
import { playToEnd } from '../../../src-shared/play/play-loop';
import { RACEPACK_LEVELS } from '../../../src-shared/games/racepack/bots/racepack-bots';
import { position } from '../racepack/position';

describe('Racepack levels and the mandatory pit stop', () => {
  it('offers five levels, beginner to expert, and Expert judges as few lines as Hard at the end of the next round, on more dice, tokens worth more', () => {
    expect(RACEPACK_LEVELS).toEqual(['beginner', 'easy', 'medium', 'hard', 'expert']);
    expect(RACEPACK_BOT_KINDS).toContain('expert');
    expect(createRacepackBot('expert', 1).name).toBe('expert');
    const { hard, expert } = SEARCH_LEVELS;
    // Not wider than Hard: 8 lines lost to Hard's 4 (docs/ai.md, wave 3 session 3).
    expect(expert.width).toBe(hard.width);
    expect(expert.samples).toBeGreaterThan(hard.samples);
    expect(expert.tokenWorth).toBeGreaterThan(hard.tokenWorth);
    // Hard judges a line at its car's next turn; Expert where every car has made the same turns
    // (docs/ai.md, wave 3 session 4: the step above Hard).
    expect(hard.horizon ?? 'turn').toBe('turn');
    expect(expert.horizon).toBe('nextRound');
  });

  it('every level stops when it sits in the lane and the rules offer the stop', () => {
    const { s, track } = position([{ at: [6, 1], crossings: 1 }, { at: [8, 0] }], { pitLane: true, players: 2 });
    let pitCell = -1;
    for (let c = 0; c < track.cellCount && pitCell < 0; c++)
      if (track.cellExists[c] && track.tileIsPit[track.cellTile[c]]) pitCell = c;
    // In the lane to stop there, after crossing the line once (RULINGS §11: the lane is used only to stop).
    s.cars[0].cell = pitCell;
    s.cars[0].pitPending = true;
    const legal = racepack.legalActions(s);
    // Only where the rules offer it (the rules decide when the mandatory stop may be made).
    if (!legal.some((a) => a.type === 'pitStop')) {
      console.log('skipped: the rules offer no stop in this position');
      return;
    }
    for (const level of RACEPACK_LEVELS)
      expect(createRacepackBot(level, 5).chooseAction(s, legal)).toEqual({ type: 'pitStop' });
  });

  it(
    'in whole 2-player team races with the pit lane, every car of every level makes its stop',
    { timeout: 120_000 },
    () => {
      const tracks = ['grand-prix', 'indy-oval', 'hairpin-chicane'];
      for (const level of RACEPACK_LEVELS) {
        for (let g = 0; g < 2; g++) {
          const options = racepack.normalizeOptions({ players: 2, track: tracks[g % 3], laps: 2, pitLane: true });
          const other = RACEPACK_LEVELS[(RACEPACK_LEVELS.indexOf(level) + 1 + g) % RACEPACK_LEVELS.length];
          const bots = [createRacepackBot(level, 10 + g), createRacepackBot(other, 20 + g)];
          const r = playToEnd(racepack, racepack.create(options, 100 + g), bots, { apply: 'trusted' });
          expect(racepack.isTerminal(r.state)).toBe(true);
          expect(r.state.cars).toHaveLength(4);
          // One stop each (the label names the level if one fails).
          for (const car of r.state.cars)
            expect({ level: car.seat === 0 ? level : other, car: car.id, stops: car.pitStops }).toEqual({
              level: car.seat === 0 ? level : other,
              car: car.id,
              stops: 1,
            });
        }
      }
    },
  );
});
