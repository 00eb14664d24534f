import type { Page, TestInfo } from '@playwright/test';

/** Fast animations for every test page (settings are read from localStorage at start). */
export async function fastAnimations(page: Page, speed = 4): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('automobiles.settings', JSON.stringify({ speed: s, animations: true }));
    localStorage.removeItem('automobiles.lastGame');
    localStorage.removeItem('automobiles.lastSetup');
  }, speed);
}

export async function attachShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

export type UiState = 'handoff' | 'results' | 'act' | 'wait';

/** What the screen asks for now. */
export async function uiState(page: Page): Promise<UiState> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid=results]')) return 'results';
    if (document.querySelector('[data-testid=handoff]')) return 'handoff';
    const g = document.querySelector('[data-testid=game-screen]');
    if (g?.getAttribute('data-can-act') === 'true') return 'act';
    return 'wait';
  });
}

/** Waits until the screen asks for something (or shows the results). */
export async function nextDecision(page: Page, timeout = 60_000): Promise<UiState> {
  const t0 = Date.now();
  for (;;) {
    const s = await uiState(page);
    if (s !== 'wait') return s;
    if (Date.now() - t0 > timeout) throw new Error('the UI never asked for a decision');
    await page.waitForTimeout(40);
  }
}

/** A seat row of the start screen set up as a human with a name or a bot with a level. */
export async function setSeat(page: Page, i: number, seat: { human: string } | { bot: string; level: string }): Promise<void> {
  if ('human' in seat) {
    await page.getByTestId(`seat-${i}-human`).click();
    await page.getByTestId(`seat-${i}-name`).fill(seat.human);
  } else {
    await page.getByTestId(`seat-${i}-bot`).click();
    await page.getByTestId(`seat-${i}-name`).fill(seat.bot);
    await page.getByTestId(`seat-${i}-level`).selectOption(seat.level);
  }
}
