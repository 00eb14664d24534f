import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { racepack } from '../../src-shared/games/racepack';
import { clickSpace, continueRacepackSave, racepackSaveAt } from './racepack-fixture';
import { scaled } from './load-scale';

test('Racepack extra hazards: when a hazard must be moved, the panel asks for the hazard (not a re-entry) and the click moves it', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  // Random drivers spin out until every extra hazard is out and the human's car spins again.
  const save = racepackSaveAt(
    { track: 'hairpin-chicane', laps: 3, extraHazards: true },
    [{ human: 'Hazel' }, { bot: 'random' }],
    (s) => s.phase === 'moveHazard' && racepack.currentPlayer(s) === 0,
  );
  await continueRacepackSave(page, save);
  const screen = page.getByTestId('racepack-screen');
  await expect(screen).toHaveAttribute('data-phase', 'moveHazard');
  await expect(screen).toHaveAttribute('data-can-act', 'true');
  await expect(page.getByTestId('rp-prompt-hazard')).toContainText('hazard');
  await expect(page.getByTestId('rp-prompt-reenter')).toHaveCount(0);
  await attachShot(page, testInfo, 'racepack-move-hazard');

  // The highlighted spaces are the movable hazards; clicking one moves it to the corner.
  const hazards = save.state.hazards.map((h) => h.cell);
  const picked = await clickSpace(page, (cells) => {
    expect(
      cells.every((c) => hazards.includes(c)),
      'only hazards are offered',
    ).toBe(true);
    return cells[0];
  });
  await expect(screen).not.toHaveAttribute('data-phase', 'moveHazard');
  await expect(page.locator('[data-testid=rp-log] li').last()).toBeVisible();
  await expect(page.getByTestId('rp-log')).toContainText('A hazard is moved to the corner');
  expect(picked).toBeGreaterThanOrEqual(0);
  errors.report(testInfo);
});
