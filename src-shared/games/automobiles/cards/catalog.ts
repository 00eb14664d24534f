import { BASE_CARDS, type CardDef } from './card-table';
import { RACING_SEASON_CARDS } from './racing-season-cards';

/** Every action card by id: the base game's, then Racing Season's (an explicit table, nothing registers). */
const byId = new Map<string, CardDef>([...BASE_CARDS, ...RACING_SEASON_CARDS].map((c) => [c.id, c]));

export function getCard(id: string): CardDef | undefined {
  return byId.get(id);
}

export function allCards(): CardDef[] {
  return [...byId.values()];
}
