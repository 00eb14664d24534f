import { expect, test } from '@playwright/test';
import { DRIVERS, FUEL_CARDS, allCards } from '../../src-shared/games/automobiles';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';

/** A newcomer opens the rules from the start screen, searches, follows links, and finds them in game. */
test('the rules reference: open from the start screen, search, follow a card link', async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();

  await page.getByTestId('open-rules').click();
  const rules = page.getByTestId('rules');
  await expect(rules).toBeVisible();
  await expect(page.getByTestId('rules-title')).toHaveText('The game in one minute');
  const all = await page.getByTestId('rules-item').count();
  expect(all).toBeGreaterThan(60);
  await attachShot(page, testInfo, 'rules-overview');

  // Search: the list narrows to the sections that mention the word, the best match opens.
  await page.getByTestId('rules-search').fill('drafting');
  await expect(page.getByTestId('rules-title')).toHaveText('Drafting');
  const hits = await page.getByTestId('rules-item').count();
  expect(hits).toBeGreaterThan(1);
  expect(hits).toBeLessThan(all);
  await expect(page.getByTestId('rules-article').locator('mark').first()).toHaveText(/drafting/i);
  await expect(page.locator('[data-diagram=drafting] svg')).toBeVisible();
  await attachShot(page, testInfo, 'rules-search-drafting');

  // A "see also" link moves to another section.
  await page.locator('[data-see=wear]').click();
  await expect(page.getByTestId('rules-title')).toHaveText('Wear and the Decline Phase');

  // Nothing found says so.
  await page.getByTestId('rules-search').fill('zeppelin');
  await expect(page.getByTestId('rules-none')).toContainText('zeppelin');
  await page.getByTestId('rules-search').fill('');

  // Esc closes; a card name on the start screen opens the reference at that card.
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  const cardLink = page.locator('[data-testid=start-screen] [data-rules-link^="card-"]').first();
  const cardName = (await cardLink.textContent())!.trim();
  await cardLink.click();
  await expect(page.getByTestId('rules-title')).toHaveText(cardName);
  await expect(page.getByTestId('rules-article')).toContainText(/cost \$\d+ · value \$\d+/);
  await attachShot(page, testInfo, 'rules-card');
  await page.getByTestId('rules-close').click();

  // In game: the Rules button, and the "?" beside each card in play.
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await page.getByTestId('rules-button').click();
  await expect(rules).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toHaveCount(0);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await page.locator('[data-rules-link="card-wear"]').first().click();
  await expect(page.getByTestId('rules-title')).toHaveText('Wear');
  await attachShot(page, testInfo, 'rules-in-game');
  await errors.report(testInfo);
});

test('drivers and sponsors have names, portraits and a link to their rules', async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await page.getByTestId('open-rules').click();
  await page.getByTestId('rules-search').fill('driver 03');
  await expect(page.getByTestId('rules-title')).toHaveText('Ines Halloway');
  await expect(page.getByTestId('rules-article')).toContainText('Driver 03');
  await expect(page.locator('[data-portrait="3"]')).toBeVisible();
  await page.getByTestId('rules-search').fill('B3');
  await expect(page.getByTestId('rules-title')).toContainText('Featherweight Labs');
  await expect(page.locator('[data-logo="B1"]')).toBeVisible();
  await attachShot(page, testInfo, 'rules-sponsor');
  // The board pictures: passing and momentum.
  for (const [word, title] of [
    ['passing', 'Passing: no driving through cars'],
    ['momentum', 'Momentum'],
  ]) {
    await page.getByTestId('rules-search').fill(word);
    await expect(page.getByTestId('rules-title')).toHaveText(title);
    await expect(page.locator(`[data-diagram=${word}] svg`)).toBeVisible();
    await attachShot(page, testInfo, `rules-${word}`);
  }
  await errors.report(testInfo);
});

/**
 * The whole reference is there and reachable by clicks: the base game, every card of the
 * engine's catalogue, Racing Season (drivers, sponsors, the season), the solo series and Fuel
 * Mixture (RULINGS §9 and §10), the variants and the house rulings, each group with its entries.
 */
test('the rules reference has every part: base game, every card, Racing Season, solo and Fuel Mixture, variants, house rulings', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await page.getByTestId('open-rules').click();
  const nav = page.getByTestId('rules').locator('nav');
  for (const group of [
    'Base game',
    'Every card',
    'Racing Season',
    'Solo series & Fuel Mixture',
    'Variants',
    'House rulings',
  ])
    await expect(nav.locator('h3', { hasText: group })).toBeVisible();
  const item = (id: string) => page.locator(`[data-testid=rules-item][data-entry="${id}"]`);
  // Every card in the engine's catalogue (base game and Racing Season) has its entry.
  for (const c of allCards()) await expect(item(`card-${c.id}`), c.id).toHaveCount(1);
  for (let n = 1; n <= DRIVERS.length; n++) await expect(item(`driver-${n}`)).toHaveCount(1);
  for (const letter of 'ABCDEF') await expect(item(`sponsor-${letter}`)).toHaveCount(1);
  for (const f of FUEL_CARDS) await expect(item(`fuel-${f.id}`), f.id).toHaveCount(1);

  // Each part opens with the rule a player looks for.
  for (const [id, title, says] of [
    ['turn', 'A turn: five phases', /Action/],
    ['pit-stop', 'Pit stop (alternative turn)', /wear/],
    ['season', 'The season campaign', /better finisher of the last race/],
    ['sponsors', 'Sponsors', /middle/],
    ['solo-series', 'The solo series', /at most one pit stop per lap/],
    ['fuel-mixture', 'Fuel Mixture cards', /locked/],
    ['variant-weaving', 'Weaving', /segment/],
    ['house-rulings', 'House rulings: what this app decides', /starting player is drawn/],
  ] as const) {
    await item(id).click();
    await expect(page.getByTestId('rules-title')).toHaveText(title);
    await expect(page.getByTestId('rules-article')).toContainText(says);
  }
  await attachShot(page, testInfo, 'rules-house-rulings');
  await page.getByTestId('rules-search').fill('solo');
  await expect(page.getByTestId('rules-title')).toHaveText('The solo series');
  await attachShot(page, testInfo, 'rules-solo');
  await errors.report(testInfo);
});
