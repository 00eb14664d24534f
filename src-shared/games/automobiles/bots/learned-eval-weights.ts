/**
 * The learned evaluation's weights (learned-eval.ts), written by tests/bench/train-eval.ts
 * (`command` says how): data, not code to edit by hand. A TypeScript module rather than a
 * .json file so that every loader of the engine (Vite, vitest, tsx, Node under Playwright)
 * reads it without an import attribute.
 */
import type { LearnedEval } from './learned-eval';

export const LEARNED_EVAL: LearnedEval = {
  "command": "npx tsx tests/bench/train-eval.ts 3000 1 0.15",
  "games": 3000,
  "samples": 113820,
  "features": [
    "progress",
    "white",
    "lightGray",
    "darkGray",
    "black",
    "wear",
    "yellow",
    "deckSize",
    "card:crew-chief",
    "card:pit-crew",
    "card:pit-captain",
    "card:pit-team",
    "card:engineer",
    "card:mechanic",
    "card:manager",
    "card:car-chief",
    "card:gearbox",
    "card:turbo",
    "card:diesel-engine",
    "card:hybrid-engine",
    "card:rotary-engine",
    "card:steering",
    "card:suspension",
    "card:tires",
    "card:aerodynamics",
    "card:boost",
    "card:nitro",
    "card:supercharged"
  ],
  "weights": [
    10.754,
    -5.241,
    -1.801,
    6.642,
    7.672,
    -13.869,
    -5.822,
    1.951,
    -2.421,
    0,
    0,
    0,
    0,
    0,
    -5.822,
    0,
    0.691,
    0,
    0,
    8.753,
    0,
    0,
    -1.491,
    0,
    0,
    0,
    0,
    0
  ]
};
