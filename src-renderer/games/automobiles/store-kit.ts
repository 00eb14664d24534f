/**
 * What the shell's stores read of Automobiles' views (RendererKit's "stores (#26)" fields), apart
 * from the kit's screens so that code without .vue files (unit tests) can hand it to the store.
 */
import type { GameView } from '../../../src-shared/games/automobiles/kit';
import type { RendererKit } from '../kit';
import { PLAY_MESSAGES } from './i18n/messages';
import { automobilesHint } from './learn/hint-words';
import { ReplayTimeline } from './replay-timeline';

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
  hintOf: automobilesHint,
  openReplay: (record) => new ReplayTimeline(record),
};
