import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, setSeat } from './helpers';
import { scaled } from './load-scale';

/**
 * The REAL browser bot worker, with a fault injected by rewriting its script on the way in:
 * a listener added before the worker's own one hangs forever (or throws) on the 4th decision.
 * The page must notice (a time limit, the worker's error event), replace the worker, let the
 * greedy bot make that move, tell the player, and keep the race going.
 */
async function injectWorkerFault(page: Page, fault: 'hang' | 'throw'): Promise<{ served: () => number }> {
  let served = 0;
  await page.route(/\/assets\/bot-worker[^/]*\.js(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    served++;
    const action =
      fault === 'hang' ? 'for (;;) {}' : "e.stopImmediatePropagation(); throw new Error('injected bot worker fault');";
    const prefix = `let __decisions = 0; self.addEventListener('message', (e) => { if (e.data && e.data.type === 'decide' && ++__decisions === 4) { ${action} } });\n`;
    await route.fulfill({
      response,
      body: prefix + original,
      headers: { ...response.headers(), 'cache-control': 'no-store' },
    });
  });
  return { served: () => served };
}

for (const fault of ['hang', 'throw'] as const) {
  test(`a bot worker that ${fault}s is replaced; the greedy bot moves, a notice shows, the race goes on`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(180_000));
    const errors = collectPageErrors(page);
    const injected = await injectWorkerFault(page, fault);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-initialised')) return;
      sessionStorage.setItem('e2e-initialised', '1');
      localStorage.setItem('automobiles.settings', JSON.stringify({ speed: 4, animations: false }));
    });
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await setSeat(page, 0, { bot: 'Gus', level: 'greedy' });
    await setSeat(page, 1, { bot: 'Rita', level: 'greedy' });
    await page.getByTestId('track-beginner-oval').click();
    await page.getByTestId('laps-1').click();
    await page.getByTestId('start-race').click();
    const notice = page.getByTestId('bot-notice');
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(notice).toContainText(fault === 'hang' ? /did not answer within/ : /crashed/);
    await expect(notice).toContainText('the greedy bot made this move instead');
    await attachShot(page, testInfo, `notice-${fault}`);
    expect(injected.served(), 'the real worker script was loaded through the fault injection').toBeGreaterThanOrEqual(
      1,
    );
    // The race goes on after the fault (a new worker was started).
    const screen = page.getByTestId('game-screen');
    const version = Number(await screen.getAttribute('data-version'));
    await expect
      .poll(async () => Number(await screen.getAttribute('data-version')), { timeout: 60_000 })
      .toBeGreaterThan(version + 5);
    expect(injected.served(), 'the worker was replaced').toBeGreaterThanOrEqual(2);
    errors.report(testInfo);
    // A worker script still being fetched when the test ends must not fail the run.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
