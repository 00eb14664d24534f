import type { Ref } from 'vue';
import { START_MESSAGES } from '../i18n/start-messages';

/** What the seat rows of a setup edit in a seat, whatever the game. */
interface EditableSeat {
  kind: 'human' | 'bot';
  name: string;
}

/**
 * The player-list edits the games' setups share: add a bot (named after the first of `botNames`
 * nobody uses), remove a seat (two always stay), switch a seat between human and bot.
 */
export function seatListEditing<S extends EditableSeat>(
  seats: Ref<S[]>,
  opts: { max: number; botNames: readonly string[]; human: (name: string) => S; bot: (name: string) => S },
) {
  const freeBotName = (fallback: string) =>
    opts.botNames.find((n) => !seats.value.some((x) => x.name === n)) ?? fallback;
  function addSeat() {
    if (seats.value.length >= opts.max) return;
    seats.value.push(opts.bot(freeBotName(START_MESSAGES.seat.botName(seats.value.length + 1))));
  }
  function removeSeat(i: number) {
    if (seats.value.length > 2) seats.value.splice(i, 1);
  }
  function setKind(i: number, kind: 'human' | 'bot') {
    const s = seats.value[i];
    if (s.kind === kind) return;
    const humans = seats.value.filter((x) => x.kind === 'human').length;
    seats.value[i] =
      kind === 'human'
        ? opts.human(START_MESSAGES.seat.humanName(humans + 1))
        : opts.bot(freeBotName(START_MESSAGES.seat.botName(i + 1)));
  }
  return { addSeat, removeSeat, setKind };
}
