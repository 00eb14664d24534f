import { expect, test, type Locator } from '@playwright/test';
import {
  applyAction,
  COLORS,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { stringifySave } from '../../src-shared/save/save-file';
import { slotOfGame } from '../../src-shared/save/game-recorder';
import { botSeat } from '../../src-shared/session/types';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { TUTORIAL_HUMAN, TUTORIAL_STEPS } from '../../src-renderer/games/automobiles/learn/tutorial-machine';
import { saveOfGame } from '../helpers/save-games';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';

/**
 * A newcomer's play-test: at 1024×700 the tutorial's pit-stop card covered part of the action bar
 * until "Got it". The card stands clear of the action bar's buttons at both window sizes.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

/** The tutorial race's seats (the player on TUTORIAL_HUMAN) played by greedy bots to a pit stop on offer with wear in hand. */
function pitStopFixture() {
  const names = ['Beginner Bea', 'You'];
  const options = { players: names.map((name) => ({ name })), seed: 7, laps: 2 };
  const s = createGame(options);
  const bot = new GreedyBot();
  const actions: Action[] = [];
  const brown = COLORS.indexOf('brown');
  const atPitStop = () =>
    s.phase === 'action' &&
    !s.prompt &&
    currentPlayer(s) === TUTORIAL_HUMAN &&
    (s.players[TUTORIAL_HUMAN].active as unknown as number[])[brown] > 0 &&
    legalActions(s).some((a) => a.type === 'pitStop');
  while (!atPitStop()) {
    if (isTerminal(s)) throw new Error('the race ended before a pit stop was on offer');
    const a = bot.chooseAction(s, legalActions(s));
    applyAction(s, a);
    actions.push(a);
  }
  const gameId = `coach-e2e-${actions.length}`;
  const save = saveOfGame(options, actions, { savedAt: '2026-01-01T00:00:00.000Z' }, s, {
    gameId,
    seats: names.map((n, i) => (i === TUTORIAL_HUMAN ? { kind: 'human' as const, name: n } : botSeat(n, 'beginner'))),
  });
  // Every other mark already read: the pit stop's is the one to show.
  const seen = TUTORIAL_STEPS.map((x) => x.id).filter((id) => id !== 'pitStop' && id !== 'end');
  return {
    key: SAVE_KEY_PREFIX + slotOfGame(gameId),
    text: stringifySave(save),
    learn: JSON.stringify({ hintsInHotSeat: false, tutorial: { status: 'running', seen, gameId } }),
  };
}

const boxOf = async (l: Locator) => (await l.boundingBox())!;
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const fixture = pitStopFixture();

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the tutorial's pit-stop card leaves the action bar's buttons clear`, async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    await page.addInitScript((f) => {
      if (sessionStorage.getItem('e2e-coach-fixture')) return;
      sessionStorage.setItem('e2e-coach-fixture', '1');
      localStorage.setItem(f.key, f.text);
      localStorage.setItem('automobiles.learn', f.learn);
    }, fixture);
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await page.getByTestId('continue-game').click();
    const card = page.getByTestId('coach-mark');
    await expect(card).toHaveAttribute('data-step', 'pitStop');
    const bar = page.getByTestId('action-bar');
    await expect(page.getByTestId('pit-stop')).toBeEnabled();
    // The card follows its target as the layout settles: wait until it stands still.
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await boxOf(card));
        const still = now === last;
        last = now;
        return still;
      })
      .toBe(true);
    const c = await boxOf(card);
    const buttons = bar.locator('button');
    const n = await buttons.count();
    expect(n, 'the action bar has its buttons').toBeGreaterThan(2);
    for (let i = 0; i < n; i++) {
      const b = buttons.nth(i);
      if (!(await b.isVisible())) continue;
      const box = await boxOf(b);
      expect(overlaps(c, box), `the card over "${(await b.innerText()).trim()}"`).toBe(false);
    }
    // And the whole card in the window.
    expect(c.x).toBeGreaterThanOrEqual(0);
    expect(c.y).toBeGreaterThanOrEqual(0);
    expect(c.x + c.width).toBeLessThanOrEqual(size.width);
    expect(c.y + c.height).toBeLessThanOrEqual(size.height);
    await attachShot(page, testInfo, `coach-pit-stop-${size.width}`);
    // "Got it": the card goes, the pit stop is still there to take.
    await page.getByTestId('coach-next').click();
    await expect(card).toHaveCount(0);
    await expect(page.getByTestId('pit-stop')).toBeEnabled();
    errors.report(testInfo);
  });
}
