/**
 * Saves written by the build before the track layouts and the Sponsor D / Fuel Mixture rules
 * changed (1b25b70, save version 3): each fixture was played by bots on that build and cut
 * partway, with a snapshot halfway; `hash` is that build's sha256 of the final state (its
 * serialized JSON with sorted keys). The migration to version 4 puts them on the legacy
 * layouts (`<id>@1`) under `legacyRules: 1`: each replays, verified from the start, to that
 * same state, and plays on. New games get neither.
 */
import { saveOfGame } from '../../helpers/save-games';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LEGACY_TRACKS,
  TRACKS,
  applyAction,
  createGame,
  currentTrackId,
  findTrack,
  isTerminal,
  legalActions,
  listTracks,
  legacyTrackId,
  normalizeOptions,
  soloTracks,
  serialize,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { RANDOM_TRACKS } from '../../../src-shared/games/automobiles';
import { loadSave, replaySave, stringifySave, type SaveFile } from '../../../src-shared/save';

/** The old build's results (printed by its fixture script, gen.ts in the report). */
const FIXTURES = [
  {
    file: 'v3-race-beginner-oval',
    actions: 271,
    hash: '787bf71232c9e99729916c5c920f74db24e45e225d68521bf4ddfe8ecf8c6def',
  },
  {
    file: 'v3-race-road-course',
    actions: 220,
    hash: 'e0989eb6b2992ac17a18bf7c0234e272bec99f4bec1fdb174906dd4d38ef8201',
  },
  { file: 'v3-race-speedway', actions: 205, hash: 'cdb682f97ac3ac4dfca0c20f03040329db2140ddef6a36fd0715c6557545f048' },
  {
    file: 'v3-race-street-circuit',
    actions: 195,
    hash: 'dc8edd13728d8e83ac3c7ec54353214ce0b89fc7ab3f08b21a12f61a5a80876b',
  },
  {
    file: 'v3-race-desert-short-track',
    actions: 223,
    hash: 'ed54a02348281439cd230bc697c5de64f4fc056355e5ecf5b389586c1a0d3e78',
  },
  // 3 players, seed 1, 3 races (expansion cards, drivers): Sponsor D's cubes after race 1, cut in race 2.
  {
    file: 'v3-season-3-races-sponsor-d',
    actions: 808,
    hash: 'f0b6588c3e9b6bc7a384f48b217ddbbf514d36d56ac1f2970c50da4c4873330e',
  },
  // 3 players, seed 2, Fuel Mixture: Ethanol Cut used at action 42, Methanol Blend at 111.
  {
    file: 'v3-fuel-methanol-ethanol',
    actions: 150,
    hash: 'c3253b366c45b80179eb8683a6352b97d284eea3e4e481ec774ce6ac99b374a3',
  },
  // 2 players, seed 22, Fuel Mixture on the Speedway: Methanol Blend removes 2 wear at action 240.
  {
    file: 'v3-fuel-methanol-two-wear',
    actions: 269,
    hash: '3f67bcadea84a226bbf940aeb3ffda63e641e11287b9be30dbb0b7d5e41cb134',
  },
] as const;

const text = (file: string) => readFileSync(new URL(`../../fixtures/saves/${file}.json`, import.meta.url), 'utf8');

function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/**
 * The state as the old build would write it: the track ids it knew, no legacyRules, and no
 * `gainTaken` (a field the old build did not have; 0 in every award it could make).
 */
function oldHash(s: GameState): string {
  const raw = JSON.parse(serialize(s)) as {
    options: { track: string; season: { tracks: string[] } | null; legacyRules?: number };
    track: string;
    season: { award: { gainTaken?: number } | null } | null;
  };
  raw.options.track = currentTrackId(raw.options.track);
  if (raw.options.season) raw.options.season.tracks = raw.options.season.tracks.map(currentTrackId);
  delete raw.options.legacyRules;
  raw.track = currentTrackId(raw.track);
  if (raw.season?.award) {
    expect(raw.season.award.gainTaken).toBe(0);
    delete raw.season.award.gainTaken;
  }
  return createHash('sha256').update(canonical(raw)).digest('hex');
}

/** The same record with today's layouts and rules (what loading would do without the migration's rewrite). */
function withoutLegacy(save: SaveFile): SaveFile {
  const { legacyRules: _l, ...options } = save.options;
  void _l;
  return {
    ...save,
    snapshot: undefined,
    options: {
      ...options,
      track: currentTrackId(options.track),
      season: options.season ? { tracks: options.season.tracks.map(currentTrackId) } : null,
    },
  };
}

describe('saves from the build before the layout and rules changes (version 3)', () => {
  for (const f of FIXTURES) {
    describe(f.file, () => {
      it('loads, verified from the start, on the earlier layouts under the old rules, to the old build’s state', () => {
        const { state, save } = loadSave(text(f.file));
        expect(save.version).toBe(4);
        expect(save.actions).toHaveLength(f.actions);
        expect(save.options.legacyRules).toBe(1);
        expect(state.track).toMatch(/@1$/);
        for (const t of save.options.season?.tracks ?? [save.options.track]) expect(t).toMatch(/@1$/);
        expect(oldHash(state)).toBe(f.hash);
        // From its snapshot (as the app loads it) too.
        expect(serialize(replaySave(save, { verify: false }))).toBe(serialize(state));
      });

      it('plays on, and a save of the continued game loads to the same state', () => {
        const { state, save } = loadSave(text(f.file));
        const bot = new GreedyBot();
        const actions = [...save.actions];
        for (let i = 0; i < 80 && !isTerminal(state); i++) {
          const a = bot.chooseAction(state, legalActions(state));
          applyAction(state, a);
          actions.push(a);
        }
        expect(actions.length).toBeGreaterThan(f.actions);
        const again = loadSave(stringifySave(saveOfGame(save.options, actions, {}, state)));
        expect(again.save.options).toEqual(save.options);
        expect(serialize(again.state)).toBe(serialize(state));
      });
    });
  }

  it('without the migration’s rewrite they would not replay as played (the legacy parts matter)', () => {
    const diverged = (file: string) => {
      try {
        return (
          oldHash(replaySave(withoutLegacy(loadSave(text(file)).save))) !== FIXTURES.find((x) => x.file === file)!.hash
        );
      } catch {
        return true; // a recorded action no longer legal
      }
    };
    // Sponsor D now waits for picks; Methanol Blend and Ethanol Cut too.
    expect(diverged('v3-season-3-races-sponsor-d')).toBe(true);
    expect(diverged('v3-fuel-methanol-ethanol')).toBe(true);
    expect(diverged('v3-fuel-methanol-two-wear')).toBe(true);
    // At least one race's path crosses a changed space.
    expect(FIXTURES.filter((x) => x.file.startsWith('v3-race-')).some((x) => diverged(x.file))).toBe(true);
  });

  it('the season fixture has a Sponsor D award and the fuel fixture both cards used', () => {
    const season = loadSave(text('v3-season-3-races-sponsor-d')).save.actions;
    expect(season.some((a) => a.type === 'choose' && a.option.startsWith('sponsor:D'))).toBe(true);
    const fuel = loadSave(text('v3-fuel-methanol-ethanol')).save.actions;
    for (const card of ['fuel:methanol-blend', 'fuel:ethanol-cut'])
      expect(fuel.some((a) => a.type === 'choose' && a.option === card)).toBe(true);
  });
});

describe('legacy layouts are for old saves only', () => {
  it('each is a shipped track’s earlier layout: found by id, never listed or drawn', () => {
    expect(LEGACY_TRACKS.map((t) => currentTrackId(t.id)).sort()).toEqual(TRACKS.map((t) => t.id).sort());
    for (const old of LEGACY_TRACKS) {
      expect(findTrack(old.id)).toBe(old);
      const now = findTrack(currentTrackId(old.id))!;
      expect(old.name).toBe(now.name);
      expect(old.spaces.map((s) => s.colors)).not.toEqual(now.spaces.map((s) => s.colors));
    }
    expect(listTracks().some((t) => t.id.includes('@'))).toBe(false);
    for (const choice of RANDOM_TRACKS)
      for (let seed = 1; seed <= 40; seed++)
        expect(createGame({ players: 2, seed, track: choice }).track).not.toMatch(/@/);
  });

  it('an old solo series keeps its races on the earlier layouts (its five tracks, as the series drew them)', () => {
    const old = saveOfGame({ players: 5, solo: true, seed: 3 });
    const text3 = JSON.stringify({ ...old, version: 3 });
    const { save, state } = loadSave(text3);
    expect(save.options.season!.tracks).toEqual(soloTracks(3).map(legacyTrackId));
    expect(state.track).toBe(legacyTrackId(soloTracks(3)[0]));
    expect(state.options.legacyRules).toBe(1);
    // A solo series still refuses any other list.
    expect(() =>
      normalizeOptions({
        players: 5,
        solo: true,
        seed: 3,
        season: { tracks: [...soloTracks(3)].reverse().map(legacyTrackId) },
      }),
    ).toThrow(/solo series sets its own five races/);
  });

  it('a new game races today’s layout under today’s rules', () => {
    const s = createGame({ players: 2, seed: 7, track: 'beginner-oval', season: { races: 3 }, drivers: 'limited' });
    expect(s.options.legacyRules).toBeUndefined();
    expect(s.options.season!.tracks.every((t) => !t.includes('@'))).toBe(true);
  });
});
