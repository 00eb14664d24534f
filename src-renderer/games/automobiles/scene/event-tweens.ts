/**
 * Builds the gsap timeline of one animation step (see animation-plan.ts) against the scene's
 * views. Timelines are created paused; the queue sets speed, plays or skips them. Every
 * temporary object is removed by the timeline's last callback, so skipping leaves no litter.
 */
import { Container, Graphics } from 'pixi.js';
import { gsap } from 'gsap';
import type { AnimStep } from './animation-plan';
import type { CarSprite } from './car-sprite';
import { CubeSprite } from './cube-sprite';
import { DrivePath } from './drive-path';
import type { Pose } from './geometry';
import { label as textLabel } from './glyphs';
import type { Banner, RaceOrderList } from './hud-overlay';
import type { TrackLayout } from './track-layout';

/** What the tweens may touch: the scene exposes its views through this. */
export interface TweenStage {
  layout: TrackLayout;
  /** Pixel density for cached sprites made here. */
  detail: number;
  /** Board scale (drawing units to css px) and device pixel ratio, for readable text. */
  scale: number;
  dpr: number;
  car(player: number): CarSprite | undefined;
  carLayer: Container;
  fxLayer: Container;
  /** Creates a cube at rest on (space, segment) in the cube layer and returns it. */
  addCube(player: number, color: string, space: number, segment: number): CubeSprite;
  /** A car was driven/moved by an animation: the scene keeps its own record in sync. */
  carMovedTo(player: number, space: number, segment: number): void;
  banner: Banner;
  raceList: RaceOrderList;
  screenWidth(): number;
  playerName(player: number): string;
  totalLaps(): number | undefined;
  lapsChanged(player: number, lap: number): void;
}

const DRIVE_SPEED = 360; // drawing units per second at speed 1

export function buildStepTimeline(stage: TweenStage, step: AnimStep): gsap.core.Timeline | null {
  const tl = gsap.timeline({ paused: true });
  const L = stage.layout;
  switch (step.kind) {
    case 'cubes': {
      // Each player's cubes follow one another; different players' cubes fly at once.
      const nth = new Map<number, number>();
      step.events.forEach((e) => {
        const i = nth.get(e.player) ?? 0;
        nth.set(e.player, i + 1);
        const cube = stage.addCube(e.player, e.color, e.space, e.segment);
        const rest = { x: cube.x, y: cube.y };
        const car = stage.car(e.player);
        const from = car ? { x: car.x, y: car.y } : { x: rest.x, y: rest.y - L.laneWidth * 2 };
        const t = { u: 0 };
        const lift = L.laneWidth * 0.7;
        cube.position.set(from.x, from.y);
        cube.scale.set(0.2);
        cube.alpha = 0;
        const at = i * 0.14;
        tl.to(
          t,
          {
            u: 1,
            duration: 0.38,
            ease: 'power2.out',
            onUpdate: () => {
              cube.x = from.x + (rest.x - from.x) * t.u;
              cube.y = from.y + (rest.y - from.y) * t.u - Math.sin(Math.PI * t.u) * lift;
              cube.scale.set(0.2 + 1.2 * t.u - 0.4 * t.u * t.u);
              cube.alpha = Math.min(1, t.u * 4);
            },
          },
          at,
        );
      });
      return tl;
    }
    case 'drive': {
      for (const e of step.events) {
        const car = stage.car(e.player);
        if (!car) continue;
        const poses: Pose[] = [L.pose(e.from.space, e.from.segment), ...e.path.map((p) => L.pose(p.space, p.segment))];
        const last = e.to;
        const end = L.pose(last.space, last.segment);
        const lastPose = poses[poses.length - 1];
        if (lastPose.x !== end.x || lastPose.y !== end.y) poses.push(end);
        const path = new DrivePath(poses);
        const t = { u: 0 };
        tl.call(() => stage.carLayer.addChild(car), undefined, 0);
        tl.to(
          t,
          {
            u: 1,
            duration: Math.max(0.55, Math.min(2, path.length / DRIVE_SPEED + 0.25)),
            ease: 'power1.inOut',
            onStart: () => car.setPose(path.at(0)),
            onUpdate: () => car.setPose(path.at(t.u)),
          },
          0,
        );
        tl.call(() => stage.carMovedTo(e.player, last.space, last.segment));
      }
      return tl;
    }
    case 'momentum': {
      for (const e of step.events) {
        for (const m of e.moves) {
          const car = stage.car(m.player);
          if (!car) continue;
          const path = new DrivePath([L.pose(m.space, m.from), L.pose(m.space, m.to)]);
          const t = { u: 0 };
          tl.to(t, { u: 1, duration: 0.42, ease: 'power2.inOut', onUpdate: () => car.setPose(path.at(t.u)) }, 0);
          tl.call(() => stage.carMovedTo(m.player, m.space, m.to));
        }
      }
      return tl;
    }
    case 'wear': {
      step.events.forEach((e) => {
        const car = stage.car(e.player);
        if (!car) return;
        const n = Math.min(e.count, 8);
        for (let k = 0; k < n; k++) {
          const cube = new CubeSprite('brown', L.cubeSize, stage.detail);
          cube.position.set(car.x, car.y);
          cube.scale.set(0);
          stage.fxLayer.addChild(cube);
          const a = -Math.PI / 2 + (k - (n - 1) / 2) * 0.5;
          const r = L.carLength * 1.05;
          const at = k * 0.07;
          tl.to(cube.scale, { x: 1.15, y: 1.15, duration: 0.28, ease: 'back.out(2.5)' }, at);
          tl.to(
            cube,
            { x: car.x + Math.cos(a) * r, y: car.y + Math.sin(a) * r, duration: 0.4, ease: 'power2.out' },
            at,
          );
          tl.to(cube, { alpha: 0, y: `-=${L.laneWidth * 0.6}`, duration: 0.35, ease: 'power1.in' }, at + 0.6);
        }
        if (n) {
          const label = boardText(stage, `+${e.count} wear`, L.laneWidth * 0.34, 0xf0c9a0);
          label.position.set(car.x, car.y - L.carLength * 1.7);
          label.alpha = 0;
          stage.fxLayer.addChild(label);
          tl.to(label, { alpha: 1, duration: 0.2 }, 0.1);
          tl.to(label, { alpha: 0, duration: 0.3 }, 0.85);
        }
      });
      tl.call(() => clearFx(stage));
      return tl;
    }
    case 'lap': {
      step.events.forEach((e) => {
        // Built as the step starts: update the list now, then flash its fresh row.
        stage.lapsChanged(e.player, e.lap);
        const car = stage.car(e.player);
        if (car) {
          // Says the lap now starting, as the race order list does; the last one finishes.
          const text = e.lap < e.of ? `Lap ${e.lap + 1}/${e.of}` : 'Finished!';
          const label = pill(stage, text, L.laneWidth * 0.42, e.lap < e.of ? 0x1565c0 : 0x111111);
          label.position.set(car.x, car.y - L.carLength * 0.9);
          label.scale.set(0.3);
          label.alpha = 0;
          stage.fxLayer.addChild(label);
          tl.to(label, { alpha: 1, duration: 0.15 }, 0);
          tl.to(label.scale, { x: 1, y: 1, duration: 0.35, ease: 'back.out(2)' }, 0);
          tl.to(label, { y: `-=${L.laneWidth * 0.7}`, duration: 1.1, ease: 'power1.out' }, 0);
          tl.to(label, { alpha: 0, duration: 0.3 }, 0.85);
        }
      });
      for (const e of step.events) {
        const flash = stage.raceList.flashOf(e.player);
        if (!flash) continue;
        const base = flash.alpha;
        tl.to(flash, { alpha: 0.5, duration: 0.15, yoyo: true, repeat: 3 }, 0);
        tl.set(flash, { alpha: base });
      }
      tl.call(() => clearFx(stage));
      return tl;
    }
    case 'badge': {
      step.events.forEach((e) => {
        const car = stage.car(e.player);
        if (!car) return;
        const text = e.type === 'pitStop' ? 'Pit stop' : e.reason === 'aerodynamics' ? 'Aero' : 'Drafting';
        const colour = e.type === 'pitStop' ? 0x6d4c41 : 0x00897b;
        const badge = pill(stage, text, L.laneWidth * 0.36, colour);
        badge.position.set(car.x, car.y - L.carLength * 0.85);
        badge.alpha = 0;
        badge.scale.set(0.4);
        stage.fxLayer.addChild(badge);
        tl.to(badge, { alpha: 1, duration: 0.15 }, 0);
        tl.to(badge.scale, { x: 1, y: 1, duration: 0.3, ease: 'back.out(2)' }, 0);
        tl.to(badge, { alpha: 0, duration: 0.25 }, 0.75);
      });
      tl.call(() => clearFx(stage));
      return tl;
    }
    case 'finalRound': {
      const b = stage.banner;
      const name = stage.playerName(step.events[0].player);
      tl.call(() => b.show('Final round', `${name} has finished`, false, stage.screenWidth()), undefined, 0);
      tl.fromTo(b, { alpha: 0 }, { alpha: 1, duration: 0.2 }, 0);
      tl.to(b, { alpha: 0, duration: 0.3 }, 1.2);
      tl.set(b, { visible: false });
      return tl;
    }
    case 'finish': {
      const b = stage.banner;
      const order = step.events[0].finishOrder;
      const winner = order.length ? stage.playerName(order[0]) : '';
      tl.call(
        () => b.show('Race finished', winner ? `Winner: ${winner}` : '', true, stage.screenWidth()),
        undefined,
        0,
      );
      tl.fromTo(b, { alpha: 0 }, { alpha: 1, duration: 0.25 }, 0);
      tl.fromTo(b.scale, { x: 1.25, y: 1.25 }, { x: 1, y: 1, duration: 0.4, ease: 'back.out(1.6)' }, 0);
      tl.to(b, { alpha: 0, duration: 0.4 }, 2.0);
      tl.set(b, { visible: false });
      return tl;
    }
  }
}

/** Text in the board never gets smaller than this on screen (css px). */
const MIN_TEXT_PX = 12;

/** Board text `height` drawing units high (at least MIN_TEXT_PX on screen), sharp at this scale. */
function boardText(stage: TweenStage, text: string, height: number, color: number) {
  const h = Math.max(height, MIN_TEXT_PX / stage.scale);
  return textLabel(text, h, color, Math.max(1, stage.scale * stage.dpr), '800');
}

/** A rounded label with a coloured background (drafting, lap, pit stop). */
function pill(stage: TweenStage, text: string, height: number, color: number): Container {
  const c = new Container();
  const label = boardText(stage, text, height, 0xffffff);
  const th = label.height;
  const w = label.width + th * 0.9;
  const h = th * 1.3;
  const bg = new Graphics()
    .roundRect(-w / 2, -h / 2, w, h, h / 2)
    .fill({ color, alpha: 0.95 })
    .stroke({ width: Math.max(0.8, th * 0.08), color: 0xffffff, alpha: 0.9 });
  c.addChild(bg, label);
  return c;
}

function clearFx(stage: TweenStage): void {
  // Destroyed while still attached (destroy detaches), so PixiJS unlinks their render groups.
  for (const c of [...stage.fxLayer.children]) c.destroy({ children: true });
}
