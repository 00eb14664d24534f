/**
 * What the shell's stores read of Automobiles' views (RendererKit's "stores (#26)" fields), apart
 * from the kit's screens so that code without .vue files (unit tests) can hand it to the store.
 * The hint wording (it reads the game's store) and the replay timeline load on first use: the
 * registry that carries this kit must not import the stores or the log wording.
 */
import type { GameView } from '../../../src-shared/games/automobiles/kit';
import type { RendererKit } from '../kit';
import { PLAY_MESSAGES } from './i18n/messages';

type StoreFields = Pick<
  RendererKit,
  'seatsOf' | 'saveName' | 'continueInfo' | 'catalogAtStart' | 'hintOf' | 'openReplay'
>;

export const automobilesStoreKit: StoreFields = {
  // Its views predate `seats`: the players are the seats.
  seatsOf: (v) => (v as unknown as GameView).players,
  saveName(v) {
    const g = v as unknown as GameView;
    return `${g.trackName} · ${PLAY_MESSAGES.stage(g.round)}`;
  },
  continueInfo(v) {
    const g = v as unknown as GameView;
    return `${PLAY_MESSAGES.stage(g.round)} · ${g.trackName}`;
  },
  catalogAtStart: true,
  hintOf: async (v, action) => (await import('./learn/hint-words')).automobilesHint(v, action),
  openReplay: async (record) => new (await import('./replay-timeline')).ReplayTimeline(record),
};
