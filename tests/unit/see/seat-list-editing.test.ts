import { describe, expect, it } from 'vitest';
import { ref } from 'vue';
import { seatListEditing } from '../../../src-renderer/ui/seat-list-editing';

type TestSeat = { kind: 'human'; name: string } | { kind: 'bot'; name: string; level: string };

function editor(seats: TestSeat[], max = 4) {
  const list = ref<TestSeat[]>(seats);
  const edit = seatListEditing(list, {
    max,
    botNames: ['Ayrton', 'Niki'],
    human: (name) => ({ kind: 'human', name }),
    bot: (name) => ({ kind: 'bot', name, level: 'medium' }),
  });
  return { list, ...edit };
}

describe('the setups’ player-list edits', () => {
  it('adds bots under the first free name, then Bot n, up to the maximum', () => {
    const e = editor([{ kind: 'human', name: 'Ayrton' }], 4);
    e.addSeat();
    e.addSeat();
    e.addSeat();
    e.addSeat();
    expect(e.list.value.map((s) => s.name)).toEqual(['Ayrton', 'Niki', 'Bot 3', 'Bot 4']);
    expect(e.list.value[1]).toEqual({ kind: 'bot', name: 'Niki', level: 'medium' });
  });

  it('never removes below two seats', () => {
    const e = editor([
      { kind: 'human', name: 'A' },
      { kind: 'human', name: 'B' },
      { kind: 'human', name: 'C' },
    ]);
    e.removeSeat(0);
    e.removeSeat(0);
    expect(e.list.value.map((s) => s.name)).toEqual(['B', 'C']);
  });

  it('switches a seat to a numbered human or a free bot name, and leaves a seat of that kind alone', () => {
    const e = editor([
      { kind: 'human', name: 'Me' },
      { kind: 'bot', name: 'Ayrton', level: 'hard' },
    ]);
    e.setKind(1, 'bot');
    expect(e.list.value[1]).toEqual({ kind: 'bot', name: 'Ayrton', level: 'hard' });
    e.setKind(1, 'human');
    expect(e.list.value[1]).toEqual({ kind: 'human', name: 'Player 2' });
    e.setKind(0, 'bot');
    expect(e.list.value[0]).toEqual({ kind: 'bot', name: 'Ayrton', level: 'medium' });
  });
});
