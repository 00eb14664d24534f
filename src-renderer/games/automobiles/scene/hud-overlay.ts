/** Screen-space overlay: the race order list (top left) and the centre banner. Views only. */
import { Container, Graphics, Text } from 'pixi.js';
import { cssToNumber } from './palette';

const FONT = 'system-ui, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

export interface RaceRow {
  player: number;
  name: string;
  color: string;
  /** The seat's symbol beside its colour (the colour-blind-safe set); '' for none. */
  symbol?: string;
  laps: number;
  current: boolean;
}

/** The race order box's width in css px (the board is fitted beside it). */
export const RACE_LIST_WIDTH = 210;
/**
 * Its width while the board is zoomed: the board then fills the canvas, so the box keeps its
 * corner but drops the names (the car's number and colour say who) to cover little of the track.
 */
export const RACE_LIST_COMPACT_WIDTH = 112;

export class RaceOrderList extends Container {
  private key = '';
  private totalLaps: number | undefined;
  readonly rows = new Map<number, Container>();

  constructor() {
    super({ label: 'race-order', eventMode: 'none' });
  }

  update(rows: RaceRow[], totalLaps: number | undefined, compact = false): void {
    const key = JSON.stringify([rows, totalLaps, compact]);
    if (key === this.key) return;
    this.key = key;
    this.totalLaps = totalLaps;
    for (const c of [...this.children]) c.destroy({ children: true });
    this.rows.clear();
    if (!rows.length) return;
    const rowH = 22;
    const width = compact ? RACE_LIST_COMPACT_WIDTH : RACE_LIST_WIDTH;
    const bg = new Graphics()
      .roundRect(0, 0, width, rows.length * rowH + 10, 8)
      .fill({ color: 0x11151a, alpha: 0.72 })
      .stroke({ width: 1, color: 0xffffff, alpha: 0.12 });
    this.addChild(bg);
    rows.forEach((r, i) => {
      const row = new Container();
      row.y = 5 + i * rowH;
      const flash = new Graphics().roundRect(3, 0, width - 6, rowH, 5).fill({ color: 0xffd54a, alpha: 1 });
      flash.alpha = r.current ? 0.16 : 0;
      flash.label = 'flash';
      const pos = new Text({
        text: `${i + 1}`,
        style: { fontFamily: FONT, fontSize: 13, fontWeight: '700', fill: 0xb8c0c8 },
      });
      pos.position.set(10, 3);
      const chip = new Graphics()
        .roundRect(26, 4, 22, 14, 4)
        .fill(cssToNumber(r.color))
        .stroke({ width: 1, color: 0x000000, alpha: 0.6 });
      const num = new Text({
        text: `${r.player + 1}${r.symbol ?? ''}`,
        style: { fontFamily: FONT, fontSize: 11, fontWeight: '800', fill: 0x111111 },
      });
      num.anchor.set(0.5);
      num.position.set(37, 11);
      const name = new Text({
        text: truncate(r.name, 14),
        style: { fontFamily: FONT, fontSize: 13, fontWeight: r.current ? '700' : '500', fill: 0xf0f0f0 },
      });
      name.position.set(56, 3);
      const lapText = this.totalLaps
        ? r.laps >= this.totalLaps
          ? 'Finished'
          : `Lap ${r.laps + 1}/${this.totalLaps}`
        : `${r.laps} lap${r.laps === 1 ? '' : 's'}`;
      const lap = new Text({ text: lapText, style: { fontFamily: FONT, fontSize: 12, fill: 0xc9d1d9 } });
      lap.anchor.set(1, 0);
      lap.position.set(width - 10, 4);
      if (compact) {
        lap.text = this.totalLaps
          ? r.laps >= this.totalLaps
            ? 'Done'
            : `${r.laps + 1}/${this.totalLaps}`
          : `${r.laps}`;
        row.addChild(flash, pos, chip, num, lap);
        name.destroy();
      } else row.addChild(flash, pos, chip, num, name, lap);
      this.addChild(row);
      this.rows.set(r.player, row);
    });
  }

  flashOf(player: number): Container | null {
    return (this.rows.get(player)?.getChildByLabel('flash') as Container | null) ?? null;
  }
}

/** A big centred message ("Lap 2/3", "Race finished") with an optional checkered band. */
export class Banner extends Container {
  private readonly band = new Graphics();
  private readonly title: Text;
  private readonly sub: Text;

  constructor() {
    super({ label: 'banner', eventMode: 'none' });
    this.title = new Text({
      text: '',
      style: {
        fontFamily: FONT,
        fontSize: 44,
        fontWeight: '800',
        fill: 0xffffff,
        stroke: { color: 0x111111, width: 6 },
        letterSpacing: 1,
      },
    });
    this.title.anchor.set(0.5);
    this.sub = new Text({
      text: '',
      style: {
        fontFamily: FONT,
        fontSize: 20,
        fontWeight: '600',
        fill: 0xffffff,
        stroke: { color: 0x111111, width: 4 },
      },
    });
    this.sub.anchor.set(0.5, 0);
    this.sub.y = 30;
    this.addChild(this.band, this.title, this.sub);
    this.visible = false;
  }

  show(title: string, sub: string, checkered: boolean, screenW: number): void {
    this.title.text = title;
    this.sub.text = sub;
    this.band.clear();
    const h = sub ? 120 : 86;
    const w = screenW;
    if (checkered) {
      const sq = 14;
      this.band.rect(-w / 2, -h / 2 - 2 * sq, w, 2 * sq).fill(0xffffff);
      this.band.rect(-w / 2, h / 2, w, 2 * sq).fill(0xffffff);
      for (let row = 0; row < 2; row++) {
        for (let x = 0; x * sq < w; x++) {
          if ((x + row) % 2) this.band.rect(-w / 2 + x * sq, -h / 2 - 2 * sq + row * sq, sq, sq);
          if ((x + row + 1) % 2) this.band.rect(-w / 2 + x * sq, h / 2 + row * sq, sq, sq);
        }
      }
      this.band.fill(0x111111);
    }
    this.band.rect(-w / 2, -h / 2, w, h).fill({ color: 0x0d1117, alpha: 0.7 });
    this.title.y = sub ? -18 : 0;
    this.sub.y = 14;
    this.visible = true;
  }
}

function truncate(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
