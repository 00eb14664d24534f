/**
 * The learned evaluation's second generation (learned-eval.ts): retrained by
 * tests/bench/train-eval.ts on races where half the seats buy by the first generation
 * (learned-eval-weights.ts, Expert's). A candidate measured against Expert (`expert#:r=learned2`,
 * docs/ai.md "Wave 3 session 7"), not yet any level's. Data written by the trainer
 * (`command` says how), not code to edit by hand.
 */
import type { LearnedEval } from './learned-eval';

export const LEARNED_EVAL_GEN2: LearnedEval = {
  "command": "npx tsx tests/bench/train-eval.ts 3000 1 0.15 src-shared/games/automobiles/bots/learned-eval-weights-gen2.ts 2",
  "games": 3000,
  "samples": 109908,
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
    11.612,
    -5.509,
    -1.009,
    -1.566,
    8.358,
    -12.823,
    -6.42,
    1.421,
    1.132,
    0,
    0,
    0,
    0,
    0,
    -6.42,
    0,
    1.828,
    0,
    0,
    14.415,
    0,
    0,
    -0.868,
    0,
    0,
    0,
    0,
    0
  ]
};
