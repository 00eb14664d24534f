/**
 * The application menu as data (src-main/app-menu.ts): standard roles for quit, fullscreen
 * (F11; Ctrl+Cmd+F on macOS) and zoom; the game's items send their command to the renderer
 * or act in main; About is in the app menu on macOS and under Help elsewhere.
 */
import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { appMenuTemplate } from '../../../src-main/app-menu';
import { MENU_COMMANDS } from '../../../src-shared/ipc/channels';

function build(platform: NodeJS.Platform) {
  const sent: string[] = [];
  const main: string[] = [];
  const menu = appMenuTemplate({
    platform,
    appName: 'Automobiles',
    send: (c) => sent.push(c),
    openSavesFolder: () => main.push('folder'),
    showAbout: () => main.push('about'),
  });
  const items = (m: MenuItemConstructorOptions) => (m.submenu ?? []) as MenuItemConstructorOptions[];
  const top = (label: string) => menu.find((m) => m.label === label)!;
  const item = (menuLabel: string, label: string) => items(top(menuLabel)).find((i) => i.label === label)!;
  const click = (i: MenuItemConstructorOptions) => (i.click as () => void)();
  return { menu, sent, main, items, top, item, click };
}

describe('the application menu', () => {
  it('Game: new race and save as go to the renderer, the saves folder opens in main, quit is the standard role', () => {
    const m = build('linux');
    expect(m.menu.map((x) => x.label ?? x.role)).toEqual(['Game', 'editMenu', 'View', 'windowMenu', 'Help']);
    m.click(m.item('Game', 'New race'));
    m.click(m.item('Game', 'Save as…'));
    m.click(m.item('Game', 'Open saves folder'));
    expect(m.sent).toEqual(['newRace', 'saveAs']);
    expect(m.main).toEqual(['folder']);
    expect(m.items(m.top('Game')).at(-1)).toEqual({ role: 'quit' });
  });

  it('View: fullscreen on F11 (Ctrl+Cmd+F on macOS) and the zoom roles', () => {
    for (const [platform, key] of [
      ['linux', 'F11'],
      ['win32', 'F11'],
      ['darwin', 'Ctrl+Cmd+F'],
    ] as const) {
      const m = build(platform);
      const view = m.items(m.top('View'));
      expect(view[0]).toEqual({ role: 'togglefullscreen', accelerator: key });
      expect(view.map((i) => i.role).filter(Boolean)).toEqual(['togglefullscreen', 'resetZoom', 'zoomIn', 'zoomOut']);
    }
  });

  it('Help: rules and keyboard shortcuts in the renderer; About with the versions', () => {
    const m = build('win32');
    m.click(m.item('Help', 'Rules'));
    m.click(m.item('Help', 'Keyboard shortcuts'));
    m.click(m.item('Help', 'About Automobiles'));
    expect(m.sent).toEqual(['rules', 'shortcuts']);
    expect(m.main).toEqual(['about']);
    // Every command the renderer may receive has an item that sends it.
    const all = build('linux');
    for (const menu of all.menu) for (const i of all.items(menu)) if (i.click) all.click(i);
    expect([...new Set(all.sent)].sort()).toEqual([...MENU_COMMANDS].sort());
  });

  it('macOS: the app menu holds About and Quit (not Game or Help)', () => {
    const m = build('darwin');
    expect(m.menu[0].label).toBe('Automobiles');
    expect(m.items(m.menu[0]).map((i) => i.label ?? i.role)).toContain('About Automobiles');
    expect(m.items(m.menu[0]).map((i) => i.role)).toContain('quit');
    expect(m.items(m.top('Game')).some((i) => i.role === 'quit')).toBe(false);
    expect(m.items(m.top('Help')).some((i) => i.label === 'About Automobiles')).toBe(false);
  });
});
