/**
 * Automobiles' stage screens, the rows of its navigation table (navigation.ts, `StageScreen`):
 * the screens its play screen shows over the board while the game's state calls for them.
 * Rows of one layer exclude each other, the first that holds wins.
 */
import type { GameView } from '../../../src-shared/games/automobiles/kit';
import type { PlayContext, StageScreen } from '../../navigation';
import ResultsScreen from './components/ResultsScreen.vue';
import ChampionScreen from './components/season/ChampionScreen.vue';
import DraftScreen from './components/season/DraftScreen.vue';
import SponsorsScreen from './components/season/SponsorsScreen.vue';
import SoloRatingScreen from './components/solo/SoloRatingScreen.vue';
import MechanicHireScreen from './components/solo/MechanicHireScreen.vue';
import FuelDraftScreen from './components/fuel/FuelDraftScreen.vue';

export type AutomobilesContext = PlayContext<GameView>;

/** The Fuel Mixture draft has its own screen instead of the prompt dialog. */
export const fuelDrafting = (v: GameView) => (v.fuel?.offer.length ?? 0) > 0;

const resultsDue = (c: AutomobilesContext) => c.showResults && !c.resultsClosed;

export const AUTOMOBILES_STAGES: readonly StageScreen<AutomobilesContext>[] = [
  // The Fuel Mixture draft (a prompt) comes before the driver draft.
  {
    id: 'draft',
    layer: 'draft',
    component: DraftScreen,
    when: ({ view: v }) => v.phase === 'draft' && !!v.draft && !v.prompt,
  },
  // In hot-seat the hand-off comes first (the draft screen would cover it and show the cards).
  { id: 'fuel-draft', layer: 'fuel', component: FuelDraftScreen, when: (c) => fuelDrafting(c.view) && !c.needsHandoff },
  {
    id: 'mechanic-hire',
    layer: 'between-races',
    component: MechanicHireScreen,
    when: ({ view: v }) => v.phase === 'sponsors' && !!v.solo,
    key: ({ view: v }) => `mechanics-${v.solo?.races.length}`,
  },
  {
    id: 'sponsors',
    layer: 'between-races',
    component: SponsorsScreen,
    when: ({ view: v }) => v.phase === 'sponsors' && !!v.season,
    key: ({ view: v }) => `sponsors-${v.season?.results.length}`,
  },
  {
    id: 'solo-rating',
    layer: 'results',
    component: SoloRatingScreen,
    closes: true,
    when: (c) => resultsDue(c) && !!c.view.solo,
  },
  {
    id: 'champion',
    layer: 'results',
    component: ChampionScreen,
    closes: true,
    when: (c) => resultsDue(c) && !!c.view.season,
  },
  { id: 'results', layer: 'results', component: ResultsScreen, closes: true, when: resultsDue },
];
