/**
 * What crosses to the renderer per update: a bot race played through the GameSession, each
 * update encoded as the app sends it (a whole view once, then patches: view-patch.ts),
 * decoded as the renderer does, and checked against the full view. Used by `npm run bench`
 * (the `views` section) and by tests/unit/session/view-patch.test.ts.
 */
import { InlineBotRunner } from '../../src-shared/bots/bot-runner';
import { GameSession } from '../../src-shared/session/game-session';
import type { AnySessionUpdate, SessionSetup } from '../../src-shared/session/types';
import { ViewDecoder, ViewEncoder, jsonBytes } from '../../src-shared/session/view-patch';

/** The budget: median bytes per update. */
export const VIEW_UPDATE_TARGET_BYTES = 2048;

export interface ViewTraffic {
  updates: number;
  /** Bytes of each update as JSON, whole (as before) and as sent now. */
  fullBytes: number[];
  wireBytes: number[];
  /** Updates whose decoded view differed from the session's (should be none). */
  mismatches: number;
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A 4-player race of bots (Automobiles: greedy bots on the beginner oval, 1 lap). */
export const FOUR_BOT_RACE: SessionSetup = {
  seats: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ kind: 'bot' as const, name, level: 'greedy' as const })),
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: false, weaving: false, acceleratedPlay: false },
  seed: 3,
};

/** Plays `setup` to the end; `check` sees every decoded update beside the session's own. */
export async function measureViewTraffic(
  setup: SessionSetup,
  check?: (decoded: AnySessionUpdate, sent: AnySessionUpdate) => void,
): Promise<ViewTraffic> {
  const encoder = new ViewEncoder();
  const decoder = new ViewDecoder();
  const out: ViewTraffic = { updates: 0, fullBytes: [], wireBytes: [], mismatches: 0 };
  const session = new GameSession({
    bots: new InlineBotRunner({ yieldNow: () => Promise.resolve() }),
    pause: () => Promise.resolve(),
  });
  session.onUpdate((u) => {
    const wire = structuredClone(encoder.encode(u));
    out.updates++;
    out.fullBytes.push(jsonBytes(u));
    out.wireBytes.push(jsonBytes(wire));
    const decoded = decoder.decode(wire);
    if (decoded === 'resync' || JSON.stringify(decoded.view) !== JSON.stringify(u.view)) out.mismatches++;
    if (decoded !== 'resync') check?.(decoded, u);
  });
  session.newGame(setup);
  await session.idle();
  session.dispose();
  return out;
}
