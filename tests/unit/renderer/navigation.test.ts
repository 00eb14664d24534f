/**
 * The one navigation's table of stage screens (issue #26): a kit declares rows, the shell shows,
 * per layer, the first row whose condition holds, in table order, with its key.
 */
import { describe, expect, it } from 'vitest';
import { navigation, stagesShown, type PlayContext, type StageScreen } from '../../../src-renderer/navigation';

type V = { phase: string; solo?: { races: number }; season?: boolean };
type C = PlayContext<V>;
const screen = (name: string) => ({ name });
const due = (c: C) => c.showResults && !c.resultsClosed;
const TABLE: StageScreen<C>[] = [
  { id: 'draft', layer: 'draft', component: screen('Draft'), when: (c) => c.view.phase === 'draft' },
  {
    id: 'mechanics',
    layer: 'between',
    component: screen('Mechanics'),
    when: (c) => c.view.phase === 'sponsors' && !!c.view.solo,
    key: (c) => `mechanics-${c.view.solo?.races}`,
  },
  { id: 'sponsors', layer: 'between', component: screen('Sponsors'), when: (c) => c.view.phase === 'sponsors' },
  { id: 'rating', layer: 'results', component: screen('Rating'), closes: true, when: (c) => due(c) && !!c.view.solo },
  { id: 'results', layer: 'results', component: screen('Results'), closes: true, when: due },
];
const ctx = (view: V, more: Partial<C> = {}): C => ({
  view,
  needsHandoff: false,
  showResults: false,
  resultsClosed: false,
  ...more,
});
const ids = (c: C) => stagesShown(TABLE, c).map((s) => `${s.stage.id}:${s.key}`);

describe('stage screens of the navigation table', () => {
  it('shows none while no row holds', () => {
    expect(ids(ctx({ phase: 'action' }))).toEqual([]);
  });
  it('shows the first row of a layer that holds, keyed by its key', () => {
    expect(ids(ctx({ phase: 'sponsors', solo: { races: 2 } }))).toEqual(['mechanics:mechanics-2']);
    expect(ids(ctx({ phase: 'sponsors', season: true }))).toEqual(['sponsors:sponsors']);
  });
  it('shows one row per layer, in table order, and the results only until closed', () => {
    const over = { phase: 'sponsors', solo: { races: 3 } };
    expect(ids(ctx(over, { showResults: true }))).toEqual(['mechanics:mechanics-3', 'rating:rating']);
    expect(ids(ctx({ phase: 'end' }, { showResults: true }))).toEqual(['results:results']);
    expect(ids(ctx({ phase: 'end' }, { showResults: true, resultsClosed: true }))).toEqual([]);
  });
  it('the places of the app are start, play and a tool', () => {
    navigation.go({ screen: 'tool', tool: 'x' });
    expect(navigation.is('tool')).toBe(true);
    navigation.toPlay();
    expect(navigation.current.value).toEqual({ screen: 'play' });
    navigation.toStart();
    expect(navigation.is('start')).toBe(true);
  });
});
