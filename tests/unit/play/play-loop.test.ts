import { describe, expect, it } from 'vitest';
import { GenericRandomBot } from '../../../src-shared/bots/generic/game-bot';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { automobiles } from '../../../src-shared/games/automobiles';
import { racepack, type RacepackAction, type RacepackState } from '../../../src-shared/games/racepack';
import { playToEnd, playToEndAsync } from '../../../src-shared/play/play-loop';

const raceOptions = racepack.normalizeOptions({ players: 2, laps: 1 });
const randomBots = () => [0, 1].map((i) => new GenericRandomBot<RacepackState, RacepackAction>(i + 1));

describe('play loop (any Game)', () => {
  it('plays Racepack to the end, the same way twice, and counts decisions per seat', () => {
    const a = playToEnd(racepack, racepack.create(raceOptions, 3), randomBots());
    const b = playToEnd(racepack, racepack.create(raceOptions, 3), randomBots());
    expect(a.finished).toBe(true);
    expect(racepack.result(a.state)!.finishOrder).toHaveLength(2);
    expect(a.actions).toEqual(b.actions);
    expect(a.decisions[0] + a.decisions[1]).toBe(a.actions.length);
  });

  it('plays Automobiles with the same code, events reported for every action', () => {
    const s = automobiles.create(automobiles.normalizeOptions({ players: 2, laps: 1 }), 9);
    let events = 0;
    const r = playToEnd(automobiles, s, [new GreedyBot(), new GreedyBot()], {
      onAction: (_s, _a, e) => (events += e.length),
    });
    expect(r.finished).toBe(true);
    expect(automobiles.result(r.state)!.finishOrder).toHaveLength(2);
    expect(events).toBeGreaterThan(r.actions.length);
  });

  it('stops at maxActions unfinished, measures thinking with a clock, refuses a wrong count of deciders', () => {
    let t = 0;
    const r = playToEnd(racepack, racepack.create(raceOptions, 3), randomBots(), {
      maxActions: 5,
      clock: () => (t += 2),
    });
    expect(r.finished).toBe(false);
    expect(r.actions).toHaveLength(5);
    expect(r.thinkMs[0] + r.thinkMs[1]).toBe(10);
    expect(() => playToEnd(racepack, racepack.create(raceOptions, 3), [randomBots()[0]])).toThrow(/2 seats but 1/);
  });

  it('checks every action against legalActions: a decider that cheats is refused', () => {
    const cheat = () => ({ type: 'pitStop' }) as RacepackAction;
    expect(() => playToEnd(racepack, racepack.create(raceOptions, 3), [cheat, cheat])).toThrow();
  });

  it('async deciders: same game as the sync loop; an abort stops between decisions', async () => {
    const bots = randomBots();
    const sync = playToEnd(racepack, racepack.create(raceOptions, 4), randomBots());
    const played = await playToEndAsync(racepack, racepack.create(raceOptions, 4), async (s, legal, seat) =>
      bots[seat].chooseAction(s, legal),
    );
    expect(played.actions).toEqual(sync.actions);
    const signal = { aborted: false };
    const cut = await playToEndAsync(
      racepack,
      racepack.create(raceOptions, 4),
      async (_s, legal) => {
        signal.aborted = true;
        return legal[0];
      },
      { signal },
    );
    expect(cut.actions).toHaveLength(0);
    expect(cut.finished).toBe(false);
  });
});
