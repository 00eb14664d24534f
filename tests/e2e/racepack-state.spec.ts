import { expect, test } from '@playwright/test';
import { racepack, type RacepackState } from '../../src-shared/games/racepack';
import { choicesByCell } from '../../src-renderer/games/racepack/driving-view';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { clickSpace, continueRacepackSave, racepackSaveAt, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

const seatsOf = (s: RacepackState, cars: number[]) => {
  const out: number[] = [];
  for (const id of cars) if (!out.includes(s.cars[id].seat)) out.push(s.cars[id].seat);
  return out;
};

test('Racepack pit race: the cars panel shows who has made the mandatory stop', async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  // The human's first car has stopped, another car has not.
  const save = racepackSaveAt(
    { track: 'grand-prix', laps: 3, pitLane: true },
    [{ human: 'Pitter' }, { bot: 'random' }],
    (s) =>
      s.phase === 'move' &&
      racepack.currentPlayer(s) === 0 &&
      s.cars[0].pitStops > 0 &&
      s.cars.some((c) => c.pitStops === 0),
  );
  await continueRacepackSave(page, save);
  expect(await untilMyMove(page)).toBe(true);
  for (const c of save.state.cars)
    await expect(page.getByTestId(`rp-pit-${c.id}`)).toHaveText(c.pitStops > 0 ? 'pit ✓' : 'pit due');
  await attachShot(page, testInfo, 'racepack-pit-status');
  errors.report(testInfo);
});

test('Racepack results: statistics, and the saves list ranks a finished pit race as the results do', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  // A finished pit race where a car that crossed the line first never stopped (it ranks behind).
  const save = racepackSaveAt(
    { track: 'grand-prix', laps: 1, pitLane: true },
    [{ human: 'Ann' }, { bot: 'random' }, { bot: 'random' }, { bot: 'random' }],
    (s) =>
      s.phase === 'over' &&
      seatsOf(s, s.finished).join() !== racepack.result(s)!.finishOrder.slice(0, seatsOf(s, s.finished).length).join(),
  );
  const names = ['Ann', 'Bot 2', 'Bot 3', 'Bot 4'];
  const expected = racepack.result(save.state)!.finishOrder.map((seat) => names[seat]);

  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('e2e-rp-fixture')) return;
      sessionStorage.setItem('e2e-rp-fixture', '1');
      localStorage.setItem(key, text);
    },
    { key: save.key, text: save.text },
  );
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('open-saves').click();
  const slot = page.locator('li.slot', { hasText: 'Ann' }).first();
  await expect(slot.getByTestId('slot-standing')).toHaveText(expected.map((n, i) => `${i + 1}. ${n}`).join(' · '));
  await attachShot(page, testInfo, 'racepack-saves-order');
  const id = (await slot.getAttribute('data-testid'))!.slice('slot-'.length);
  await page.getByTestId(`slot-load-${id}`).click();

  const results = page.getByTestId('rp-results');
  await expect(results).toBeVisible();
  for (const [i, name] of expected.entries()) await expect(page.getByTestId(`rp-result-${i + 1}`)).toContainText(name);
  await expect(page.getByTestId('rp-stat-rounds')).toHaveText(`${save.state.round + 1} rounds`);
  for (let seat = 0; seat < 4; seat++) {
    const row = page.getByTestId(`rp-stats-${seat}`);
    await expect(row.getByTestId('rp-stat-grid')).toHaveText(/= \d+$/);
    await expect(row.getByTestId('rp-stat-pits')).toHaveText(
      String(save.state.cars.filter((c) => c.seat === seat).reduce((n, c) => n + c.pitStops, 0)),
    );
    await expect(row.getByTestId('rp-stat-spins')).toHaveText(/^\d+$/);
    await expect(row.getByTestId('rp-stat-tokens')).toHaveText(/^\d+( \+ \d+)?$/);
  }
  await attachShot(page, testInfo, 'racepack-results-stats');
  errors.report(testInfo);
});

test('Racepack penalty die: it shows the roll, and is gone once a later turn is under way', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(150_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  // The human to move, with a space that can only be reached at speed 2 into a corner.
  const save = racepackSaveAt({ track: 'grand-prix', laps: 3 }, [{ human: 'Dice' }, { bot: 'greedy' }], (s) =>
    s.phase === 'move' && racepack.currentPlayer(s) === 0
      ? [...choicesByCell(s, racepack.legalActions(s)).values()].some((l) => l.every((c) => c.roll))
      : false,
  );
  await continueRacepackSave(page, save);
  expect(await untilMyMove(page)).toBe(true);
  const risky = [...choicesByCell(save.state, racepack.legalActions(save.state))]
    .filter(([, l]) => l.every((c) => c.roll))
    .map(([cell]) => cell);
  const screen = page.getByTestId('racepack-screen');
  const rolledIn = await screen.getAttribute('data-turn');
  await clickSpace(page, (cells) => cells.find((c) => risky.includes(c))!);
  await page.getByTestId('rp-choice-0').click();
  await expect(page.getByTestId('rp-die')).toBeVisible();
  const rollKey = await page.getByTestId('rp-die').getAttribute('data-key');
  await attachShot(page, testInfo, 'racepack-die');

  // Drive on until the human moves in a turn that is not the roll's nor the one right after it.
  const turns = new Set([rolledIn]);
  for (let k = 0; k < 60 && turns.size < 3; k++) {
    if (!(await untilMyMove(page))) break;
    turns.add(await screen.getAttribute('data-turn'));
    if (turns.size >= 3) break;
    const v = Number(await screen.getAttribute('data-version'));
    await clickSpace(page, (cells) => cells[0]);
    if (await page.getByTestId('rp-chooser').count()) await page.getByTestId('rp-choice-0').click();
    await expect.poll(async () => Number(await screen.getAttribute('data-version'))).toBeGreaterThan(v);
  }
  expect(turns.size, 'later turns came').toBeGreaterThanOrEqual(3);
  // Either no die, or a newer roll (another car's, another moment).
  if (await page.getByTestId('rp-die').count())
    expect(await page.getByTestId('rp-die').getAttribute('data-key')).not.toBe(rollKey);
  await attachShot(page, testInfo, 'racepack-die-gone');
  errors.report(testInfo);
});
