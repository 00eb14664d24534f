import type { Page } from '@playwright/test';
import { scaled } from './load-scale';

/**
 * The steps a season and a solo series share in the e2e tests: a simple racing policy chosen
 * in one look at the page, the sponsor/mechanic removal steps, and waiting for the next decision.
 */

/** Clicks the first enabled button among the selector's matches; false when none. */
export async function clickFirstEnabled(page: Page, selector: string): Promise<boolean> {
  const b = page.locator(`${selector}:enabled`).first();
  if (!(await b.count())) return false;
  await b.click();
  return true;
}

/**
 * Looks at the page once per frame it draws until `waiting` says the screen asks for
 * something (a state, not a fixed time); bots may take minutes on a loaded machine, so the
 * limit is scaled to the load.
 */
export async function nextDecisionBy<T>(
  look: () => Promise<T>,
  waiting: (t: T) => boolean,
  page: Page,
  timeout: number,
): Promise<T> {
  const t0 = Date.now();
  const limit = scaled(timeout);
  for (;;) {
    const s = await look();
    if (!waiting(s)) return s;
    if (Date.now() - t0 > limit) throw new Error('the UI never asked for a decision');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  }
}

export interface RaceStep {
  /** The button to click, or null when nothing is enabled. */
  sel: string | null;
  /** The prompt on screen is a driver power's. */
  driverPrompt?: boolean;
  /** The button is "Use driver power". */
  power?: boolean;
}

/**
 * One racing decision by a simple policy, in one look at the page (fewer round trips): buy the
 * fastest gear, play the fastest gear (wear last), step to the first highlighted space, stop when
 * none is left, end phases; the driver power when `usePower` and it is offered.
 */
export async function raceStep(page: Page, usePower = false): Promise<RaceStep> {
  return page.evaluate((usePower) => {
    const on = (sel: string) => {
      const b = document.querySelector<HTMLButtonElement>(sel);
      return b && !b.disabled ? sel : null;
    };
    const g = document.querySelector('[data-testid=game-screen]')!;
    const phase = g.getAttribute('data-phase');
    const prompt = g.getAttribute('data-prompt');
    const driverPrompt = /Driver \d\d/.test(
      document.querySelector('[data-testid=prompt-dialog] h3')?.textContent ?? '',
    );
    if (prompt === 'move')
      return {
        sel: on('[data-testid=move-prompt] [data-testid^=step-]') ?? on('[data-testid=prompt-stop]'),
        driverPrompt,
      };
    if (prompt)
      return {
        sel: on('[data-testid=prompt-stop]') ?? on('[data-testid=prompt-dialog] button[data-option]'),
        driverPrompt,
      };
    if (usePower && (phase === 'buy' || phase === 'action') && on('[data-testid=use-power]'))
      return { sel: '[data-testid=use-power]', power: true };
    if (phase === 'setup' || phase === 'buy') {
      for (const c of ['black', 'darkGray', 'lightGray'])
        if (on(`[data-testid=buy-${c}]`)) return { sel: `[data-testid=buy-${c}]` };
      return { sel: on('[data-testid=end-buy]') };
    }
    if (phase === 'action') {
      for (const c of ['black', 'darkGray', 'lightGray', 'white', 'brown'])
        if (on(`[data-testid=play-${c}]`)) return { sel: `[data-testid=play-${c}]` };
      return { sel: on('[data-testid=end-actions]') };
    }
    return { sel: on('[data-testid=dock] button') };
  }, usePower);
}

/**
 * One step of a sponsor's or mechanic's removal (`stage` from the award's data-stage): remove
 * wear first, then white cubes; on a spend buy the dearest cube; else done.
 */
export async function awardStep(page: Page, stage: string): Promise<void> {
  const picked =
    (await clickFirstEnabled(page, '[data-testid=award-pick-brown]')) ||
    (stage !== 'spend' && (await clickFirstEnabled(page, '[data-testid=award-pick-white]'))) ||
    (['spend', 'gain'].includes(stage) &&
      ((await clickFirstEnabled(page, '[data-testid=award-pick-black]')) ||
        (await clickFirstEnabled(page, '[data-testid=award-pick-darkGray]')) ||
        (await clickFirstEnabled(page, '[data-testid=award-pick-lightGray]'))));
  if (!picked) await page.getByTestId('award-done').click();
}
